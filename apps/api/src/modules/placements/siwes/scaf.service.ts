import { eq } from 'drizzle-orm'
import {
  SIWES_MESSAGES,
  scafDeadline,
  scafGaps,
  siwesFileName,
  siwesGapsMessage,
  todayInLagos,
  type ScafSignInput,
  type SiwesPapers,
} from '@app/domain'
import { scafs } from '../../../db/schema.js'
import type { Actor, AppContext } from '../../../lib/context.js'
import { AppError, notFound } from '../../../lib/errors.js'
import type { PdfFile } from '../../../lib/pdf/pdf-reply.js'
import { letterheadLogo } from '../../companies/letterhead.queries.js'
import { notify } from '../../notifications/notify.js'
import type { PlacementViewer } from '../placement-access.queries.js'
import { drawScaf } from './siwes-pdf.js'
import {
  companyNameOf,
  findSiwesPlacement,
  formFacts,
  letterheadOf,
  siwesPapersOf,
  studentPart,
} from './siwes-placement.js'

/**
 * The company e-signs the SCAF (decision 060): once, with every detail the form prints; the
 * form, the letterhead and the signature are stored as signed. The student is told, and when the
 * placement has already begun that notice is the first reminder to take it to the ITF.
 */
export async function signScaf(
  ctx: AppContext,
  company: Actor,
  id: string,
  input: ScafSignInput,
): Promise<SiwesPapers> {
  const viewer = { side: 'company', id: company.id } as const
  const letterhead = await letterheadOf(ctx, company.id)
  return ctx.db.transaction(async (tx) => {
    // Locked: two signings at once make one SCAF and one refusal.
    const row = await findSiwesPlacement(tx, viewer, id, true)
    const [signed] = await tx
      .select({ at: scafs.signedAt })
      .from(scafs)
      .where(eq(scafs.placementId, row.placement.id))
    if (signed) throw new AppError('SIWES_PAPER_STATE', SIWES_MESSAGES.scafAlreadySigned)
    const gaps = scafGaps(formFacts(row, letterhead.address))
    if (gaps.length > 0) {
      throw new AppError('SIWES_DETAILS_MISSING', siwesGapsMessage('the SCAF', gaps))
    }
    const now = new Date()
    const part = studentPart(row)
    const started = todayInLagos(now) >= part.startDate
    await tx.insert(scafs).values({
      placementId: row.placement.id,
      form: {
        ...part,
        supervisorName: row.placement.supervisorName ?? '',
        supervisorPhone: row.placement.supervisorPhone ?? '',
      },
      company: letterhead,
      startDate: part.startDate,
      signedBy: company.id,
      signatoryName: input.signatoryName,
      signatoryTitle: input.signatoryTitle,
      signedAt: now,
      // Signed once the placement is under way: this notice is the first reminder (scaf-reminders.ts).
      remindedAt: started ? now : null,
    })
    await notify(
      ctx,
      tx,
      { accountId: row.placement.internId },
      {
        name: 'scaf-signed',
        data: {
          placementId: row.placement.id,
          applicationId: row.placement.applicationId,
          roleTitle: row.roleTitle,
          companyName: letterhead.name,
          signatoryName: input.signatoryName,
          startDate: part.startDate,
          itfDeadline: scafDeadline(part.startDate),
          started,
        },
      },
    )
    return siwesPapersOf(tx, row)
  })
}

/** The student took the signed SCAF to the ITF Area Office: the reminders stop. Once. */
export async function markScafSubmitted(
  ctx: AppContext,
  intern: Actor,
  id: string,
): Promise<SiwesPapers> {
  const viewer = { side: 'intern', id: intern.id } as const
  return ctx.db.transaction(async (tx) => {
    const row = await findSiwesPlacement(tx, viewer, id, true)
    const [scaf] = await tx
      .select({ submittedAt: scafs.submittedAt })
      .from(scafs)
      .where(eq(scafs.placementId, row.placement.id))
    if (!scaf) throw new AppError('SIWES_PAPER_STATE', SIWES_MESSAGES.submitBeforeSigned)
    if (scaf.submittedAt) {
      throw new AppError('SIWES_PAPER_STATE', SIWES_MESSAGES.scafAlreadySubmitted)
    }
    await tx
      .update(scafs)
      .set({ submittedAt: new Date() })
      .where(eq(scafs.placementId, row.placement.id))
    return siwesPapersOf(tx, row)
  })
}

/** Where the placement's SIWES papers stand, for either party. */
export async function getSiwesPapers(
  ctx: AppContext,
  viewer: PlacementViewer,
  id: string,
): Promise<SiwesPapers> {
  return siwesPapersOf(ctx.db, await findSiwesPlacement(ctx.db, viewer, id))
}

/**
 * The signed SCAF as a PDF, for either party, drawn from what was stored. There is no draft: an
 * unsigned SCAF is no use at the ITF, so before signing it is not found (decision 060).
 */
export async function scafPdf(
  ctx: AppContext,
  viewer: PlacementViewer,
  id: string,
): Promise<PdfFile> {
  const row = await findSiwesPlacement(ctx.db, viewer, id)
  const [scaf] = await ctx.db.select().from(scafs).where(eq(scafs.placementId, row.placement.id))
  if (!scaf) throw notFound(SIWES_MESSAGES.scafNotSigned)
  const bytes = await drawScaf({
    form: scaf.form,
    company: scaf.company,
    logo: await letterheadLogo(ctx, scaf.company.logoUrl),
    signature: { name: scaf.signatoryName, title: scaf.signatoryTitle, signedAt: scaf.signedAt },
  })
  return {
    fileName: siwesFileName('scaf', scaf.form.studentName, scaf.company.name || companyNameOf(row)),
    bytes,
  }
}
