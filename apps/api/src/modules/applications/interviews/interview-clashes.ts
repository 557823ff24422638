import { and, eq, gt, lt, ne, notInArray, or, sql } from 'drizzle-orm'
import {
  interviewClashMessage,
  timesOverlap,
  type InterviewClash,
  type TimeSpan,
} from '@app/domain'
import type { Db, Tx } from '../../../db/client.js'
import { applications, companies, interns, interviews, roles } from '../../../db/schema.js'
import { AppError } from '../../../lib/errors.js'
import { applicantNames, companyNameOf, partyNameColumns } from '../company-applications.queries.js'

/**
 * No one is in two interviews at once (issue 26, decision 045): a time a company proposes or an
 * intern chooses must not overlap a scheduled interview of the company or of the intern, with
 * anyone. Proposals overlapping proposals are fine: nothing is fixed until a time is chosen.
 */

/** The two parties of the interview being arranged, and the interview itself (when it exists). */
export interface Parties {
  companyId: string
  internId: string
  /** The company's name for the intern, the applicant's name for the company. */
  companyName: string
  internName: string
  interviewId?: string
}

/** Decided applications' interviews are closed or over (decision 038): they hold no time. */
const DECIDED = ['accepted', 'rejected', 'no_response'] as const

const MINUTE_MS = 60_000

/**
 * Takes both parties' scheduling locks for the rest of the transaction, always in the same order,
 * so two choices (or a choice and a proposal) at once cannot both take the same hour.
 */
export async function lockParties(tx: Tx, parties: Parties) {
  for (const id of [parties.companyId, parties.internId].sort()) {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`interview-times:${id}`}, 0))`,
    )
  }
}

/**
 * The scheduled interviews of either party that overlap the asked times' whole span (the free
 * times of a booking read the 14 days' span, decision 072).
 */
export function busyTimes(tx: Db | Tx, parties: Parties, asked: readonly TimeSpan[]) {
  const from = new Date(Math.min(...asked.map((span) => new Date(span.startsAt).getTime())))
  const to = new Date(
    Math.max(
      ...asked.map((span) => new Date(span.startsAt).getTime() + span.durationMinutes * MINUTE_MS),
    ),
  )
  return tx
    .select({
      companyId: interviews.companyId,
      internId: interviews.internId,
      startsAt: interviews.startsAt,
      durationMinutes: interviews.durationMinutes,
      roleTitle: sql<string>`coalesce(${roles.title}, '')`,
      ...partyNameColumns,
    })
    .from(interviews)
    .innerJoin(applications, eq(applications.id, interviews.applicationId))
    .leftJoin(roles, eq(roles.id, applications.roleId))
    .leftJoin(companies, eq(companies.accountId, interviews.companyId))
    .leftJoin(interns, eq(interns.accountId, interviews.internId))
    .where(
      and(
        or(eq(interviews.companyId, parties.companyId), eq(interviews.internId, parties.internId)),
        eq(interviews.status, 'scheduled'),
        parties.interviewId ? ne(interviews.id, parties.interviewId) : undefined,
        notInArray(applications.status, [...DECIDED]),
        lt(interviews.startsAt, to),
        gt(
          sql`${interviews.startsAt} + make_interval(mins => ${interviews.durationMinutes})`,
          from,
        ),
      ),
    )
}

type BusyRow = Awaited<ReturnType<typeof busyTimes>>[number]

const isOwnOf = (row: BusyRow, parties: Parties, asker: 'company' | 'intern') =>
  asker === 'company' ? row.companyId === parties.companyId : row.internId === parties.internId

/** The clash as the asker may hear it: their own interview in full, the other side's by time. */
function clashOf(row: BusyRow, parties: Parties, asker: 'company' | 'intern'): InterviewClash {
  const at = { startsAt: row.startsAt ?? new Date(0), durationMinutes: row.durationMinutes ?? 0 }
  if (!isOwnOf(row, parties, asker)) {
    return {
      whose: 'theirs',
      at,
      name: asker === 'company' ? parties.internName : parties.companyName,
    }
  }
  const { firstName, lastName } = applicantNames(row)
  const withName =
    asker === 'company'
      ? [firstName, lastName].filter(Boolean).join(' ') || 'an applicant'
      : companyNameOf(row)
  return { whose: 'own', at, withName, roleTitle: row.roleTitle }
}

/**
 * Refuses (409, `INTERVIEW_CLASH`) the asked times that overlap a scheduled interview of either
 * party, naming the first in the message and each in `errors` under its field (`fieldOf(index)`).
 * Locks both parties' times until the transaction ends, so what it checked stays true.
 */
export async function refuseClashes(
  tx: Tx,
  parties: Parties,
  asked: readonly TimeSpan[],
  asker: 'company' | 'intern',
  fieldOf: (index: number) => string,
) {
  if (asked.length === 0) return
  await lockParties(tx, parties)
  // The asker's own interviews first: those they can be told about in full.
  const busy = (await busyTimes(tx, parties, asked)).sort(
    (a, b) => Number(isOwnOf(b, parties, asker)) - Number(isOwnOf(a, parties, asker)),
  )
  const errors: Record<string, string> = {}
  asked.forEach((span, index) => {
    const row = busy.find(
      (candidate) =>
        candidate.startsAt !== null &&
        candidate.durationMinutes !== null &&
        timesOverlap(span, {
          startsAt: candidate.startsAt,
          durationMinutes: candidate.durationMinutes,
        }),
    )
    if (row) errors[fieldOf(index)] ??= interviewClashMessage(clashOf(row, parties, asker), asker)
  })
  const [first] = Object.values(errors)
  if (first) throw new AppError('INTERVIEW_CLASH', first, { errors })
}
