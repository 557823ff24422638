import { and, eq, isNull, sql } from 'drizzle-orm'
import {
  NYSC_MESSAGES,
  clearanceMonths,
  clearanceOpensOn,
  clearanceRefusal,
  clearanceStatus,
  clearanceMonthLabel,
  nyscSecretariat,
  todayInLagos,
  type Clearance,
  type ClearanceIssue,
  type ClearanceList,
  type ClearanceRequest,
  type PlacementSide,
} from '@app/domain'
import type { Db, Tx } from '../../../db/client.js'
import {
  accounts,
  applications,
  letters,
  nyscClearances,
  roles,
  type ClearanceLetterFacts,
} from '../../../db/schema.js'
import type { Actor, AppContext } from '../../../lib/context.js'
import { AppError, notFound } from '../../../lib/errors.js'
import type { PdfFile } from '../../../lib/pdf/pdf-reply.js'
import { companyLetterhead, letterheadLogo } from '../../companies/letterhead.queries.js'
import { notify } from '../../notifications/notify.js'
import { findPlacement, type PlacementViewer } from '../placement-access.queries.js'
import { clearanceFileName, drawClearance } from './clearance-pdf.js'
import { clearancePath } from './nysc.queries.js'

type PlacementRow = Awaited<ReturnType<typeof findPlacement>>
type StoredClearance = typeof nyscClearances.$inferSelect

export const internNameOf = (row: PlacementRow) =>
  [row.internFirstName, row.internLastName].filter(Boolean).join(' ') || 'The corps member'

/** The placement, for one of its parties, if it is an NYSC placement (else 400). */
async function findNyscPlacement(db: Db | Tx, viewer: PlacementViewer, id: string, lock = false) {
  const row = await findPlacement(db, viewer, id, lock)
  if (row.placement.kind !== 'nysc') {
    throw new AppError('NOT_NYSC_PLACEMENT', NYSC_MESSAGES.notNysc)
  }
  return row
}

function clearanceDto(
  side: PlacementSide,
  row: PlacementRow,
  month: string,
  stored: StoredClearance | undefined,
  today: string,
): Clearance {
  const opensOn = clearanceOpensOn(month, row.placement.endDate)
  const requestedAt = stored?.requestedAt?.toISOString() ?? null
  const issuedAt = stored?.issuedAt?.toISOString() ?? null
  return {
    month,
    label: clearanceMonthLabel(month),
    status: clearanceStatus({ requestedAt, issuedAt }, opensOn, today),
    opensOn,
    requestedAt,
    issuedAt,
    lga: stored?.requestedAt ? stored.lga : '',
    stateCode: stored?.requestedAt ? stored.stateCode : '',
    signatory:
      stored?.issuedAt && stored.signatoryName && stored.signatoryTitle
        ? { name: stored.signatoryName, title: stored.signatoryTitle }
        : null,
    path: issuedAt ? clearancePath(side, row.placement.id, month) : null,
  }
}

const storedMonths = async (db: Db | Tx, placementId: string) =>
  db.select().from(nyscClearances).where(eq(nyscClearances.placementId, placementId))

/**
 * The placement's months begun, newest first, each with where its clearance stands; a month
 * asked for outside that range (none can be) would still show, so nothing stored is hidden.
 */
export async function listClearances(
  ctx: AppContext,
  viewer: PlacementViewer,
  id: string,
  now = new Date(),
): Promise<ClearanceList> {
  const row = await findNyscPlacement(ctx.db, viewer, id)
  const today = todayInLagos(now)
  const stored = new Map(
    (await storedMonths(ctx.db, row.placement.id)).map((month) => [month.month, month]),
  )
  const months = new Set(clearanceMonths(row.placement, today))
  for (const [month, saved] of stored) if (saved.requestedAt) months.add(month)
  return {
    scheduled: Boolean(row.placement.startDate && row.placement.endDate),
    today,
    docs: [...months]
      .sort()
      .reverse()
      .map((month) => clearanceDto(viewer.side, row, month, stored.get(month), today)),
  }
}

function refuse(row: PlacementRow, month: string, today: string) {
  const refusal = clearanceRefusal(row.placement, month, today)
  if (refusal === 'unscheduled')
    throw new AppError('CLEARANCE_MONTH_OUTSIDE', NYSC_MESSAGES.unscheduled)
  if (refusal === 'outside')
    throw new AppError('CLEARANCE_MONTH_OUTSIDE', NYSC_MESSAGES.outside(month))
  if (refusal === 'notOpen') {
    const opensOn = clearanceOpensOn(month, row.placement.endDate)
    throw new AppError('CLEARANCE_NOT_OPEN', NYSC_MESSAGES.notOpen(month, opensOn))
  }
}

/**
 * The corps member asks for a month's clearance letter: a month of the placement, from its 24th
 * (Lagos) or any month past. Asking again for a month asked for is answered as it stands and
 * tells nobody twice (`created: false`); the company hears of the first ask.
 */
export async function requestClearance(
  ctx: AppContext,
  intern: Actor,
  id: string,
  input: ClearanceRequest,
  now = new Date(),
): Promise<{ clearance: Clearance; created: boolean }> {
  const viewer = { side: 'intern', id: intern.id } as const
  return ctx.db.transaction(async (tx) => {
    const row = await findNyscPlacement(tx, viewer, id, true)
    const today = todayInLagos(now)
    refuse(row, input.month, today)
    // A row the 24th's reminder made is the month's row: the request is stamped on it.
    const [saved] = await tx
      .insert(nyscClearances)
      .values({
        placementId: row.placement.id,
        month: input.month,
        requestedAt: now,
        lga: input.lga,
        stateCode: input.stateCode,
      })
      .onConflictDoUpdate({
        target: [nyscClearances.placementId, nyscClearances.month],
        set: {
          requestedAt: now,
          lga: input.lga,
          stateCode: input.stateCode,
          updatedAt: now,
        },
        setWhere: isNull(nyscClearances.requestedAt),
      })
      .returning()
    if (!saved) {
      const [existing] = await tx
        .select()
        .from(nyscClearances)
        .where(
          and(
            eq(nyscClearances.placementId, row.placement.id),
            eq(nyscClearances.month, input.month),
          ),
        )
      return {
        clearance: clearanceDto('intern', row, input.month, existing, today),
        created: false,
      }
    }
    await notify(
      ctx,
      tx,
      { accountId: row.placement.companyId },
      {
        name: 'clearance-requested',
        data: {
          placementId: row.placement.id,
          roleTitle: row.roleTitle,
          month: input.month,
          internName: internNameOf(row),
        },
      },
      { createdAt: now },
    )
    return { clearance: clearanceDto('intern', row, input.month, saved, today), created: true }
  })
}

/** Where an NYSC letter goes: the acceptance letter's state, else the role's, else the company's. */
async function placementState(db: Db | Tx, applicationId: string, companyState: string | null) {
  const [found] = await db
    .select({ letterState: letters.placementState, roleState: roles.nyscState })
    .from(applications)
    .leftJoin(letters, eq(letters.applicationId, applications.id))
    .leftJoin(roles, eq(roles.id, applications.roleId))
    .where(eq(applications.id, applicationId))
  return found?.letterState ?? found?.roleState ?? companyState
}

/** The state code the NYSC acceptance letter gave, if it did. */
async function acceptanceStateCode(db: Db | Tx, applicationId: string) {
  const [found] = await db
    .select({ code: sql<string | null>`${letters.input}->>'stateCode'` })
    .from(letters)
    .where(eq(letters.applicationId, applicationId))
  return found?.code?.trim() ?? ''
}

/**
 * The company issues a month's letter the corps member asked for, once: the letterhead, name,
 * state code and addressee are stored with the signatory, so the PDF is the same each time.
 */
export async function issueClearance(
  ctx: AppContext,
  company: Actor,
  id: string,
  month: string,
  input: ClearanceIssue,
  now = new Date(),
): Promise<Clearance> {
  const viewer = { side: 'company', id: company.id } as const
  const row = await findNyscPlacement(ctx.db, viewer, id)
  const [account] = await ctx.db
    .select({ email: accounts.email })
    .from(accounts)
    .where(eq(accounts.id, company.id))
  const letterhead = await companyLetterhead(ctx.db, company.id, account?.email ?? '')
  const secretariat = nyscSecretariat(
    await placementState(ctx.db, row.placement.applicationId, letterhead.state),
  )
  const fallbackCode = await acceptanceStateCode(ctx.db, row.placement.applicationId)

  return ctx.db.transaction(async (tx) => {
    await findNyscPlacement(tx, viewer, id, true)
    const [stored] = await tx
      .select()
      .from(nyscClearances)
      .where(and(eq(nyscClearances.placementId, row.placement.id), eq(nyscClearances.month, month)))
    if (!stored?.requestedAt) {
      throw new AppError('CLEARANCE_NOT_REQUESTED', NYSC_MESSAGES.notRequested(month))
    }
    if (stored.issuedAt) {
      throw new AppError('CLEARANCE_ALREADY_ISSUED', NYSC_MESSAGES.alreadyIssued(month))
    }
    const letter: ClearanceLetterFacts = {
      company: letterhead.company,
      internName: internNameOf(row),
      stateCode: stored.stateCode || fallbackCode,
      lga: stored.lga,
      secretariat,
    }
    const [issued] = await tx
      .update(nyscClearances)
      .set({
        issuedAt: now,
        issuedBy: company.id,
        signatoryName: input.signatoryName,
        signatoryTitle: input.signatoryTitle,
        letter,
        updatedAt: now,
      })
      .where(and(eq(nyscClearances.id, stored.id), isNull(nyscClearances.issuedAt)))
      .returning()
    if (!issued) throw new AppError('CLEARANCE_ALREADY_ISSUED', NYSC_MESSAGES.alreadyIssued(month))
    await notify(
      ctx,
      tx,
      { accountId: row.placement.internId },
      {
        name: 'clearance-issued',
        data: {
          placementId: row.placement.id,
          roleTitle: row.roleTitle,
          month,
          companyName: letterhead.company.name,
        },
      },
      { createdAt: now },
    )
    return clearanceDto('company', row, month, issued, todayInLagos(now))
  })
}

/** A month's issued clearance letter as a PDF, for either party; not found until issued. */
export async function clearancePdf(
  ctx: AppContext,
  viewer: PlacementViewer,
  id: string,
  month: string,
): Promise<PdfFile> {
  const row = await findNyscPlacement(ctx.db, viewer, id)
  const [stored] = await ctx.db
    .select()
    .from(nyscClearances)
    .where(and(eq(nyscClearances.placementId, row.placement.id), eq(nyscClearances.month, month)))
  const { issuedAt, letter, signatoryName, signatoryTitle } = stored ?? {}
  if (!issuedAt || !letter || !signatoryName || !signatoryTitle) {
    throw notFound(NYSC_MESSAGES.clearanceNotFound)
  }
  const bytes = await drawClearance({
    month,
    letter,
    signatory: { name: signatoryName, title: signatoryTitle },
    logo: await letterheadLogo(ctx, letter.company.logoUrl),
    issuedAt,
  })
  return { fileName: clearanceFileName(month, letter.internName), bytes }
}
