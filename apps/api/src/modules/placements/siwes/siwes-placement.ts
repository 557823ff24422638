import { eq } from 'drizzle-orm'
import {
  SIWES_MESSAGES,
  scafDeadline,
  itfForm8OpensOn,
  type SiwesFormFacts,
  type SiwesPapers,
} from '@app/domain'
import type { Db, Tx } from '../../../db/client.js'
import {
  accounts,
  itfForm8s,
  scafs,
  type LetterCompany,
  type SiwesStudentPart,
} from '../../../db/schema.js'
import type { Actor, AppContext } from '../../../lib/context.js'
import { AppError } from '../../../lib/errors.js'
import { companyLetterhead } from '../../companies/letterhead.queries.js'
import { findPlacement, type PlacementViewer } from '../placement-access.queries.js'

export type SiwesPlacementRow = Awaited<ReturnType<typeof findPlacement>>

/** One of the viewer's placements, if it is SIWES/IT: 404 for anyone else's, 400 for another kind. */
export async function findSiwesPlacement(
  db: Db | Tx,
  viewer: PlacementViewer,
  id: string,
  lock = false,
): Promise<SiwesPlacementRow> {
  const row = await findPlacement(db, viewer, id, lock)
  if (row.placement.kind !== 'siwes') {
    throw new AppError('NOT_SIWES_PLACEMENT', SIWES_MESSAGES.notSiwes)
  }
  return row
}

export const studentNameOf = (row: SiwesPlacementRow) =>
  [row.internFirstName, row.internLastName]
    .map((name) => name?.trim())
    .filter(Boolean)
    .join(' ') || null

export const companyNameOf = (row: SiwesPlacementRow) => row.companyName?.trim() || 'A company'

/** The company's letterhead as it stands now, stored with a form when it is signed. */
export async function letterheadOf(ctx: AppContext, companyId: string) {
  const [account] = await ctx.db
    .select({ email: accounts.email })
    .from(accounts)
    .where(eq(accounts.id, companyId))
  const { company } = await companyLetterhead(ctx.db, companyId, account?.email ?? '')
  return company
}

/**
 * The company signs one of the placement's SIWES papers: with its letterhead as it stands now, in
 * a transaction that holds the placement locked, so two signings at once make one paper and one
 * refusal.
 */
export async function signAsCompany<T>(
  ctx: AppContext,
  company: Actor,
  id: string,
  sign: (tx: Tx, row: SiwesPlacementRow, letterhead: LetterCompany) => Promise<T>,
): Promise<T> {
  const viewer = { side: 'company', id: company.id } as const
  const letterhead = await letterheadOf(ctx, company.id)
  return ctx.db.transaction(async (tx) =>
    sign(tx, await findSiwesPlacement(tx, viewer, id, true), letterhead),
  )
}

interface Signatory {
  signatoryName: string
  signatoryTitle: string
}

/** Who signed a paper for the company, and when, as each signed paper stores it. */
export const signedBy = (company: Actor, signatory: Signatory, now: Date) => ({
  signedBy: company.id,
  signatoryName: signatory.signatoryName,
  signatoryTitle: signatory.signatoryTitle,
  signedAt: now,
})

/** What the notice of a signed paper names: the placement, its role, the company, the signatory. */
export const signedPaperNotice = (
  row: SiwesPlacementRow,
  letterhead: LetterCompany,
  signatory: Signatory,
) => ({
  placementId: row.placement.id,
  applicationId: row.placement.applicationId,
  roleTitle: row.roleTitle,
  companyName: letterhead.name,
  signatoryName: signatory.signatoryName,
})

/** A stored paper's signature, as its PDF prints it. */
export const printedSignature = (paper: Signatory & { signedAt: Date }) => ({
  name: paper.signatoryName,
  title: paper.signatoryTitle,
  signedAt: paper.signedAt,
})

/** What the forms need of the placement, as the domain's gap rules read it. */
export function formFacts(row: SiwesPlacementRow, companyAddress: string | null): SiwesFormFacts {
  const stored = row.placement
  return {
    startDate: stored.startDate,
    endDate: stored.endDate,
    supervisor: { name: stored.supervisorName, phone: stored.supervisorPhone },
    studentName: studentNameOf(row),
    student: {
      matricNumber: stored.matricNumber,
      institution: stored.institution,
      course: stored.course,
      programme: stored.programme,
    },
    companyAddress,
  }
}

const daysBetween = (start: string, end: string) =>
  Math.round((Date.parse(end) - Date.parse(start)) / 86_400_000) + 1

/** The student and the attachment as both forms print them; call once the gaps are none. */
export function studentPart(row: SiwesPlacementRow): SiwesStudentPart {
  const stored = row.placement
  const startDate = stored.startDate ?? ''
  const endDate = stored.endDate ?? ''
  return {
    studentName: studentNameOf(row) ?? '',
    matricNumber: stored.matricNumber ?? '',
    institution: stored.institution ?? '',
    course: stored.course ?? '',
    programme: stored.programme ?? '',
    startDate,
    endDate,
    weeks: stored.weeksTotal ?? Math.ceil(daysBetween(startDate, endDate) / 7),
  }
}

/** Where the placement's SIWES papers stand, as the page's panel shows them. */
export async function siwesPapersOf(db: Db | Tx, row: SiwesPlacementRow): Promise<SiwesPapers> {
  const placementId = row.placement.id
  const [[scaf], [form8]] = await Promise.all([
    db.select().from(scafs).where(eq(scafs.placementId, placementId)),
    db.select().from(itfForm8s).where(eq(itfForm8s.placementId, placementId)),
  ])
  return {
    scaf: scaf
      ? {
          signedAt: scaf.signedAt.toISOString(),
          signatoryName: scaf.signatoryName,
          signatoryTitle: scaf.signatoryTitle,
          startDate: scaf.startDate,
          itfDeadline: scafDeadline(scaf.startDate),
          submittedAt: scaf.submittedAt?.toISOString() ?? null,
        }
      : null,
    itfForm8: form8
      ? {
          signedAt: form8.signedAt.toISOString(),
          grade: form8.grade,
          attendance: form8.attendance,
          comments: form8.comments,
          signatoryName: form8.signatoryName,
          signatoryTitle: form8.signatoryTitle,
        }
      : null,
    itfForm8OpensOn: row.placement.endDate ? itfForm8OpensOn(row.placement.endDate) : null,
  }
}
