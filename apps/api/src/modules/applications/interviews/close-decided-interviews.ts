import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Tx } from '../../../db/client.js'
import { interviews } from '../../../db/schema.js'
import type { AppContext } from '../../../lib/context.js'
import { findApplication } from '../application-access.queries.js'
import { factsOf, inProgress, internEmail, tellCalendar } from './interview-parties.js'

/** The note the end of an application leaves on the interview it closes; both sides read it. */
export const DECIDED_CANCEL_NOTES = {
  accepted: 'The application was accepted, so this interview is no longer needed.',
  rejected: 'The application was closed without an offer.',
  no_response: 'The application was closed after the company did not respond in time.',
  closed: 'The role no longer takes applications, so this interview is cancelled.',
} as const

/**
 * The one rule of an application that ends — accepted, rejected, no_response, or closed with its
 * role (canArrangeInterview): its interview in progress (proposed, other times asked, or
 * scheduled and not yet over) is cancelled in the transaction that ends it. The end's own
 * notification and mail tell the intern; the only other mail is the calendar CANCEL of an
 * interview whose time was chosen, which takes the event out of both calendars (same UID, higher
 * sequence). The new sequence also makes its waiting reminders do nothing. Answers the ids of the
 * applications whose interview was closed.
 */
export async function closeInterviewsOfDecided(
  ctx: AppContext,
  tx: Tx,
  companyId: string,
  applicationIds: string[],
  decision: keyof typeof DECIDED_CANCEL_NOTES,
): Promise<Set<string>> {
  if (applicationIds.length === 0) return new Set()
  const note = DECIDED_CANCEL_NOTES[decision]
  const closed = await tx
    .update(interviews)
    .set({
      status: 'cancelled',
      cancelNote: note,
      sequence: sql`${interviews.sequence} + 1`,
      updatedAt: new Date(),
    })
    .where(
      and(
        inArray(interviews.applicationId, applicationIds),
        eq(interviews.companyId, companyId),
        inProgress,
      ),
    )
    .returning()
  for (const row of closed) {
    // Only a scheduled interview keeps its chosen time (a reschedule clears it).
    if (!row.startsAt) continue
    const app = await findApplication(tx, { kind: 'company', id: companyId }, row.applicationId)
    const mail = await internEmail(tx, row.internId)
    const facts = mail ? factsOf(row, app, mail) : null
    if (!facts) continue
    for (const side of ['intern', 'company'] as const) {
      await tellCalendar(ctx, tx, facts, side, 'cancelled', note)
    }
  }
  return new Set(closed.map((row) => row.applicationId))
}
