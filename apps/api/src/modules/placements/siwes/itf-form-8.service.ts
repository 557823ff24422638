import { eq } from 'drizzle-orm'
import {
  SIWES_MESSAGES,
  itfForm8Gaps,
  itfForm8OpensOn,
  siwesFileName,
  siwesGapsMessage,
  todayInLagos,
  type ItfForm8Input,
  type SiwesPapers,
} from '@app/domain'
import { itfForm8s } from '../../../db/schema.js'
import type { Actor, AppContext } from '../../../lib/context.js'
import { AppError, notFound } from '../../../lib/errors.js'
import type { PdfFile } from '../../../lib/pdf/pdf-reply.js'
import { letterheadLogo } from '../../companies/letterhead.queries.js'
import { notify } from '../../notifications/notify.js'
import type { PlacementViewer } from '../placement-access.queries.js'
import { drawItfForm8 } from './siwes-pdf.js'
import {
  companyNameOf,
  findSiwesPlacement,
  formFacts,
  letterheadOf,
  siwesPapersOf,
  studentPart,
} from './siwes-placement.js'

/**
 * The company fills Part B of ITF Form 8 and e-signs it (decision 060): from the placement's last
 * two weeks on, once, and final: a signed assessment is not changed. Part A is the placement as it
 * stands then; both parts and the letterhead are stored. The student is told.
 */
export async function fillItfForm8(
  ctx: AppContext,
  company: Actor,
  id: string,
  input: ItfForm8Input,
): Promise<SiwesPapers> {
  const viewer = { side: 'company', id: company.id } as const
  const letterhead = await letterheadOf(ctx, company.id)
  return ctx.db.transaction(async (tx) => {
    const row = await findSiwesPlacement(tx, viewer, id, true)
    const [signed] = await tx
      .select({ at: itfForm8s.signedAt })
      .from(itfForm8s)
      .where(eq(itfForm8s.placementId, row.placement.id))
    if (signed) throw new AppError('SIWES_PAPER_STATE', SIWES_MESSAGES.itfForm8AlreadySigned)
    const gaps = itfForm8Gaps(formFacts(row, letterhead.address))
    const { endDate } = row.placement
    const now = new Date()
    if (endDate && todayInLagos(now) < itfForm8OpensOn(endDate)) {
      throw new AppError(
        'SIWES_PAPER_STATE',
        SIWES_MESSAGES.itfForm8NotOpen(itfForm8OpensOn(endDate)),
      )
    }
    if (gaps.length > 0) {
      throw new AppError('SIWES_DETAILS_MISSING', siwesGapsMessage('ITF Form 8', gaps))
    }
    await tx.insert(itfForm8s).values({
      placementId: row.placement.id,
      partA: studentPart(row),
      company: letterhead,
      grade: input.grade,
      attendance: input.attendance,
      comments: input.comments,
      signedBy: company.id,
      signatoryName: input.signatoryName,
      signatoryTitle: input.signatoryTitle,
      signedAt: now,
    })
    await notify(
      ctx,
      tx,
      { accountId: row.placement.internId },
      {
        name: 'itf-form-8-signed',
        data: {
          placementId: row.placement.id,
          applicationId: row.placement.applicationId,
          roleTitle: row.roleTitle,
          companyName: letterhead.name,
          signatoryName: input.signatoryName,
          grade: input.grade,
        },
      },
    )
    return siwesPapersOf(tx, row)
  })
}

/** The signed ITF Form 8 as a PDF, for either party; not found until it is signed. */
export async function itfForm8Pdf(
  ctx: AppContext,
  viewer: PlacementViewer,
  id: string,
): Promise<PdfFile> {
  const row = await findSiwesPlacement(ctx.db, viewer, id)
  const [form] = await ctx.db
    .select()
    .from(itfForm8s)
    .where(eq(itfForm8s.placementId, row.placement.id))
  if (!form) throw notFound(SIWES_MESSAGES.itfForm8NotSigned)
  const bytes = await drawItfForm8({
    partA: form.partA,
    grade: form.grade,
    attendance: form.attendance,
    comments: form.comments,
    company: form.company,
    logo: await letterheadLogo(ctx, form.company.logoUrl),
    signature: { name: form.signatoryName, title: form.signatoryTitle, signedAt: form.signedAt },
  })
  const companyName = form.company.name || companyNameOf(row)
  return { fileName: siwesFileName('itf-form-8', form.partA.studentName, companyName), bytes }
}
