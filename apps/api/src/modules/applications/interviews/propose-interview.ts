import {
  INTERVIEW_MESSAGES,
  type Interview,
  type InterviewProposal,
  type NoticeEvent,
} from '@app/domain'
import { interviews } from '../../../db/schema.js'
import type { AppContext } from '../../../lib/context.js'
import { AppError } from '../../../lib/errors.js'
import type { ApplicationParty, ApplicationRow } from '../application-access.queries.js'
import { companyNameOf } from '../company-applications.queries.js'
import { recordFirstResponse } from '../response-times.queries.js'
import { refuseClashes } from './interview-clashes.js'
import {
  hasInterviewInProgress,
  ofApplication,
  onOpenApplication,
  partiesOf,
  slotField,
  tellOther,
  toDto,
  withIds,
} from './interview-parties.js'

/** The company proposes 1–5 times to an applicant (issue 14, decision 030). */

const proposedLine = (count: number) =>
  `Interview proposed: ${count} ${count === 1 ? 'time' : 'times'} to choose from`

/** The event that tells the intern of proposed times (`again`: in place of the old ones). */
export const proposalEvent = (
  app: ApplicationRow,
  proposal: InterviewProposal,
  again: boolean,
): NoticeEvent => ({
  name: 'interview-proposed',
  data: {
    applicationId: app.id,
    roleTitle: app.roleTitle,
    companyName: companyNameOf(app),
    again,
    slots: proposal.slots.map(({ startsAt, durationMinutes }) => ({ startsAt, durationMinutes })),
    mode: proposal.mode,
    location: proposal.location,
    link: proposal.link,
    note: proposal.note,
  },
})

export async function proposeInterview(
  ctx: AppContext,
  company: ApplicationParty,
  applicationId: string,
  proposal: InterviewProposal,
): Promise<Interview> {
  // The application's row lock keeps two proposals at once from both getting in.
  return onOpenApplication(ctx, company, applicationId, async (tx, app) => {
    if (await hasInterviewInProgress(tx, app.id)) {
      throw new AppError('INTERVIEW_STATE', INTERVIEW_MESSAGES.openExists)
    }
    await refuseClashes(tx, partiesOf(app), proposal.slots, 'company', slotField)
    const [row] = await tx
      .insert(interviews)
      .values({
        ...ofApplication(app),
        mode: proposal.mode,
        location: proposal.location,
        link: proposal.link,
        note: proposal.note,
        slots: withIds(proposal),
      })
      .returning()
    if (!row) throw new Error('The interview was not saved')
    await recordFirstResponse(tx, app.id)
    const line = proposedLine(proposal.slots.length)
    await tellOther(ctx, tx, app, company, line, proposalEvent(app, proposal, false))
    return toDto(row, app, company)
  })
}
