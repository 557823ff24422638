import { count, desc, eq } from 'drizzle-orm'
import {
  PLACEMENT_MESSAGES,
  placementProgress,
  todayInLagos,
  type CompanyPlacementPatch,
  type InternPlacementPatch,
  type PageQuery,
  type Placement,
  type PlacementDocument,
  type PlacementSide,
} from '@app/domain'
import { placements } from '../../db/schema.js'
import type { Actor, AppContext } from '../../lib/context.js'
import { AppError, notFound } from '../../lib/errors.js'
import { offsetOf, pageResult } from '../../lib/pagination.js'
import { notify } from '../notifications/notify.js'
import { placementDocuments } from './placement-documents.js'
import { siwesPaperFacts } from './siwes/siwes.queries.js'
import {
  findPlacement,
  partyTo,
  placementsQuery,
  type PlacementRow,
  type PlacementViewer,
} from './placement-access.queries.js'

type Row = PlacementRow
type Stored = typeof placements.$inferSelect

const facts = (stored: Stored) => ({
  kind: stored.kind,
  startDate: stored.startDate,
  endDate: stored.endDate,
  siwesWeeks: stored.weeksTotal,
  supervisor: {
    name: stored.supervisorName,
    email: stored.supervisorEmail,
    phone: stored.supervisorPhone,
  },
  student:
    stored.kind === 'siwes'
      ? {
          matricNumber: stored.matricNumber,
          institution: stored.institution,
          course: stored.course,
          programme: stored.programme,
        }
      : null,
})

function placementDto(row: Row, side: PlacementSide, now = new Date()): Placement {
  const stored = row.placement
  const { siwesWeeks: _weeks, ...shown } = facts(stored)
  const internName = [row.internFirstName, row.internLastName].filter(Boolean).join(' ')
  return {
    id: stored.id,
    applicationId: stored.applicationId,
    roleTitle: row.roleTitle,
    companyName: row.companyName?.trim() || 'A company',
    internName: internName || 'The intern',
    acceptedAt: stored.createdAt.toISOString(),
    ...shown,
    ...placementProgress(
      { ...facts(stored), siwesPapers: siwesPaperFacts(row), signedWeeks: row.signedWeeks },
      todayInLagos(now),
      side,
    ),
    updatedAt: stored.updatedAt.toISOString(),
  }
}

/** The viewer's placements, newest first, a page at a time (placements_*_idx). */
export async function listPlacements(ctx: AppContext, viewer: PlacementViewer, query: PageQuery) {
  const [rows, [total]] = await Promise.all([
    placementsQuery(ctx.db)
      .where(partyTo(viewer))
      .orderBy(desc(placements.createdAt), desc(placements.id))
      .limit(query.limit)
      .offset(offsetOf(query.page, query.limit)),
    ctx.db.select({ n: count() }).from(placements).where(partyTo(viewer)),
  ])
  const docs = rows.map((row) => placementDto(row, viewer.side))
  return pageResult(docs, query.page, query.limit, total?.n ?? 0)
}

export async function getPlacement(
  ctx: AppContext,
  viewer: PlacementViewer,
  id: string,
): Promise<Placement> {
  return placementDto(await findPlacement(ctx.db, viewer, id), viewer.side)
}

/** The placement's papers the viewer can download, oldest first. */
export async function listPlacementDocuments(
  ctx: AppContext,
  viewer: PlacementViewer,
  id: string,
): Promise<PlacementDocument[]> {
  const row = await findPlacement(ctx.db, viewer, id)
  return placementDocuments(ctx.db, row.placement, viewer.side)
}

const isScheduled = (stored: Stored) =>
  Boolean(
    stored.startDate &&
    stored.endDate &&
    stored.supervisorName &&
    stored.supervisorEmail &&
    stored.supervisorPhone,
  )

/**
 * The company gives the dates, the supervisor, or both. When that completes them (or moves a
 * complete placement's dates), the intern is told when it starts.
 */
export async function updateCompanyPlacement(
  ctx: AppContext,
  company: Actor,
  id: string,
  patch: CompanyPlacementPatch,
): Promise<Placement> {
  const viewer = { side: 'company', id: company.id } as const
  return ctx.db.transaction(async (tx) => {
    const row = await findPlacement(tx, viewer, id, true)
    const before = row.placement
    const [after] = await tx
      .update(placements)
      .set({
        ...(patch.startDate && patch.endDate
          ? { startDate: patch.startDate, endDate: patch.endDate }
          : {}),
        ...(patch.supervisor
          ? {
              supervisorName: patch.supervisor.name,
              supervisorEmail: patch.supervisor.email,
              supervisorPhone: patch.supervisor.phone,
            }
          : {}),
        updatedAt: new Date(),
      })
      .where(eq(placements.id, before.id))
      .returning()
    if (!after) throw notFound(PLACEMENT_MESSAGES.notFound)
    const datesMoved = before.startDate !== after.startDate || before.endDate !== after.endDate
    if (isScheduled(after) && (!isScheduled(before) || datesMoved)) {
      await notify(
        ctx,
        tx,
        { accountId: after.internId },
        {
          name: 'placement-scheduled',
          data: {
            placementId: after.id,
            applicationId: after.applicationId,
            roleTitle: row.roleTitle,
            companyName: row.companyName?.trim() || 'A company',
            startDate: after.startDate ?? '',
            endDate: after.endDate ?? '',
            supervisorName: after.supervisorName ?? '',
          },
        },
      )
    }
    return placementDto({ ...row, placement: after }, 'company')
  })
}

/** A SIWES/IT student gives their school details; other placements ask for none (400). */
export async function updateInternPlacement(
  ctx: AppContext,
  intern: Actor,
  id: string,
  patch: InternPlacementPatch,
): Promise<Placement> {
  const viewer = { side: 'intern', id: intern.id } as const
  return ctx.db.transaction(async (tx) => {
    const row = await findPlacement(tx, viewer, id, true)
    if (row.placement.kind !== 'siwes') {
      throw new AppError('NOT_SIWES_PLACEMENT', PLACEMENT_MESSAGES.notSiwes)
    }
    const [after] = await tx
      .update(placements)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(placements.id, row.placement.id))
      .returning()
    if (!after) throw notFound(PLACEMENT_MESSAGES.notFound)
    return placementDto({ ...row, placement: after }, 'intern')
  })
}
