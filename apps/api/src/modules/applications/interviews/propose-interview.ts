import { and, eq } from 'drizzle-orm'
import {
  formatWat,
  INTERVIEW_MESSAGES,
  INTERVIEW_MODE_LABELS,
  type Interview,
  type InterviewProposal,
} from '@app/domain'
import type { Tx } from '../../../db/client.js'
import { interviews } from '../../../db/schema.js'
import type { AppContext } from '../../../lib/context.js'
import { AppError } from '../../../lib/errors.js'
import { queueBoundedMail } from '../../../lib/recipient-limits.js'
import { internApplicationLink } from '../../../lib/web-links.js'
import type { ApplicationParty, ApplicationRow } from '../application-access.queries.js'
import { companyNameOf } from '../company-applications.queries.js'
import { recordFirstResponse } from '../response-times.queries.js'
import { refuseClashes } from './interview-clashes.js'
import { whereOf } from './interview-invites.js'
import {
  inProgress,
  internEmail,
  lockOpenApplication,
  partiesOf,
  partyApplication,
  slotField,
  tellOther,
  toDto,
  withIds,
} from './interview-parties.js'

/** The company proposes 1–5 times to an applicant (issue 14, decision 030). */

const proposedLine = (count: number) =>
  `Interview proposed: ${count} ${count === 1 ? 'time' : 'times'} to choose from`

const timesList = (slots: InterviewProposal['slots']) =>
  slots.map((slot) => `- ${formatWat(slot.startsAt)} (${slot.durationMinutes} minutes)`).join('\n')
/** Mails the intern the proposed times (no calendar part: nothing is fixed yet). */
export async function mailProposal(
  ctx: AppContext,
  tx: Tx,
  app: ApplicationRow,
  proposal: InterviewProposal,
  again: boolean,
) {
  const to = await internEmail(tx, app.internId)
  if (!to) return
  const company = companyNameOf(app)
  await queueBoundedMail(ctx, tx, 'interviewMails', app.id, {
    to,
    subject: `${again ? 'New interview times' : 'Interview invitation'}: ${app.roleTitle} at ${company}`,
    text: [
      `${company} ${again ? 'has proposed new times for' : 'would like to interview you for'} ${app.roleTitle}. Choose the time that suits you:`,
      '',
      timesList(proposal.slots),
      '',
      `How: ${INTERVIEW_MODE_LABELS[proposal.mode]}`,
      `Where: ${whereOf(proposal)}`,
      proposal.note ? `Note: ${proposal.note}` : '',
      '',
      `Choose a time or ask for others: ${internApplicationLink(ctx.config, app.id)}`,
    ]
      .filter((line, i, all) => line !== '' || all[i - 1] !== '')
      .join('\n'),
  })
}

export async function proposeInterview(
  ctx: AppContext,
  company: ApplicationParty,
  applicationId: string,
  proposal: InterviewProposal,
): Promise<Interview> {
  const app = await partyApplication(ctx, company, applicationId)
  const row = await ctx.db.transaction(async (tx) => {
    // The application's row lock keeps two proposals at once from both getting in.
    await lockOpenApplication(tx, app.id)
    const [open] = await tx
      .select({ id: interviews.id })
      .from(interviews)
      .where(and(eq(interviews.applicationId, app.id), inProgress))
      .limit(1)
    if (open) throw new AppError('INTERVIEW_STATE', INTERVIEW_MESSAGES.openExists)
    await refuseClashes(tx, partiesOf(app), proposal.slots, 'company', slotField)
    const [row] = await tx
      .insert(interviews)
      .values({
        applicationId: app.id,
        companyId: app.companyId,
        internId: app.internId,
        mode: proposal.mode,
        location: proposal.location,
        link: proposal.link,
        note: proposal.note,
        slots: withIds(proposal),
      })
      .returning()
    if (!row) throw new Error('The interview was not saved')
    await recordFirstResponse(tx, app.id)
    await tellOther(tx, app, company, {
      line: proposedLine(proposal.slots.length),
      title: 'Interview invitation',
      description: `${companyNameOf(app)} proposed interview times for ${app.roleTitle}`,
    })
    await mailProposal(ctx, tx, app, proposal, false)
    return row
  })
  return toDto(row, app, company)
}
