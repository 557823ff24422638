import { eq } from 'drizzle-orm'
import {
  SIWES_MESSAGES,
  itfForm8Gaps,
  itfForm8OpensOn,
  scafDeadline,
  scafGaps,
  siwesFileName,
  siwesGapsMessage,
  todayInLagos,
  type ItfForm8Input,
  type ScafSignInput,
  type SiwesPapers,
} from '@app/domain'
import { itfForm8s, scafs } from '../../../db/schema.js'
import type { Actor, AppContext } from '../../../lib/context.js'
import { AppError, notFound } from '../../../lib/errors.js'
import type { PdfFile } from '../../../lib/pdf/pdf-reply.js'
import { letterheadLogo } from '../../companies/letterhead.queries.js'
import { notify } from '../../notifications/notify.js'
import type { PlacementViewer } from '../placement-access.queries.js'
import { drawItfForm8, drawScaf } from './siwes-pdf.js'
import {
  companyNameOf,
  findSiwesPlacement,
  formFacts,
  printedSignature,
  signAsCompany,
  signedBy,
  signedPaperNotice,
  siwesPapersOf,
  studentPart,
} from './siwes-placement.js'

/*
 * A SIWES/IT placement's papers (decision 060): the SCAF the company signs at the start and the
 * student takes to the ITF, and ITF Form 8 the company fills at the end. Their common parts (the
 * company's signature, the notice, the stored letterhead) are in siwes-placement.ts.
 */

/** Where the placement's SIWES papers stand, for either party. */
export async function getSiwesPapers(
  ctx: AppContext,
  viewer: PlacementViewer,
  id: string,
): Promise<SiwesPapers> {
  return siwesPapersOf(ctx.db, await findSiwesPlacement(ctx.db, viewer, id))
}

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
  return signAsCompany(ctx, company, id, async (tx, row, letterhead) => {
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
      ...signedBy(company, input, now),
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
          ...signedPaperNotice(row, letterhead, input),
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
    signature: printedSignature(scaf),
  })
  return {
    fileName: siwesFileName('scaf', scaf.form.studentName, scaf.company.name || companyNameOf(row)),
    bytes,
  }
}

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
  return signAsCompany(ctx, company, id, async (tx, row, letterhead) => {
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
      ...signedBy(company, input, now),
    })
    await notify(
      ctx,
      tx,
      { accountId: row.placement.internId },
      {
        name: 'itf-form-8-signed',
        data: { ...signedPaperNotice(row, letterhead, input), grade: input.grade },
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
    signature: printedSignature(form),
  })
  const companyName = form.company.name || companyNameOf(row)
  return { fileName: siwesFileName('itf-form-8', form.partA.studentName, companyName), bytes }
}
