import { eq } from 'drizzle-orm'
import {
  NYSC_MESSAGES,
  fileSlug,
  nyscSecretariat,
  todayInLagos,
  type NyscRejectionInput,
  type NyscRejectionSummary,
} from '@app/domain'
import { nyscRejectionLetters } from '../../../db/schema.js'
import type { Actor, AppContext } from '../../../lib/context.js'
import { AppError, notFound } from '../../../lib/errors.js'
import type { PdfFile } from '../../../lib/pdf/pdf-reply.js'
import { companyLetterhead, letterheadLogo } from '../../companies/letterhead.queries.js'
import { notify } from '../../notifications/notify.js'
import { findApplication, type ApplicationParty } from '../application-access.queries.js'
import { applicantNames, companyNameOf } from '../company-applications.queries.js'
import { drawLetter } from '../letters/letter-pdf.js'
import { placementStateOf } from '../letters/letters.queries.js'
import { rejectionText } from './nysc-rejection-wording.js'

/**
 * A PPA declines a corps member (decision 062): for a rejected application of the company's own
 * NYSC role, the letter to the NYSC State Coordinator so the corps member can be redeployed.
 * Rejecting stays the decision's one place (decideApplication); this letter follows it. Issuing
 * again replaces the words and keeps the reference; the corps member is told each time.
 */
export async function issueNyscRejection(
  ctx: AppContext,
  company: Actor,
  applicationId: string,
  input: NyscRejectionInput,
  now = new Date(),
): Promise<NyscRejectionSummary> {
  const row = await findApplication(ctx.db, { kind: 'company', id: company.id }, applicationId)
  if (row.rolePlacementType !== 'nysc') {
    throw new AppError('NOT_NYSC_PLACEMENT', NYSC_MESSAGES.notNyscApplication)
  }
  if (row.status !== 'rejected') {
    throw new AppError('APPLICATION_NOT_REJECTED', NYSC_MESSAGES.notRejected)
  }
  const letterhead = await companyLetterhead(ctx.db, company.id, row.companyEmail)
  const secretariat = nyscSecretariat(await placementStateOf(ctx.db, row.roleId, letterhead.state))
  const names = applicantNames(row)
  const internName =
    [names.firstName, names.lastName].filter(Boolean).join(' ') || 'The corps member'

  return ctx.db.transaction(async (tx) => {
    const words = {
      reason: input.reason,
      stateCode: input.stateCode,
      signatoryName: input.signatoryName,
      signatoryTitle: input.signatoryTitle,
      internName,
      secretariat,
      company: letterhead.company,
      issuedAt: now,
      issuedBy: company.id,
    }
    const [saved] = await tx
      .insert(nyscRejectionLetters)
      .values({
        applicationId: row.id,
        referenceYear: Number(todayInLagos(now).slice(0, 4)),
        ...words,
      })
      .onConflictDoUpdate({ target: nyscRejectionLetters.applicationId, set: words })
      .returning()
    if (!saved) throw new Error('The rejection letter was not stored')
    await notify(
      ctx,
      tx,
      { accountId: row.internId },
      {
        name: 'nysc-rejection-issued',
        data: {
          applicationId: row.id,
          roleTitle: row.roleTitle ?? '',
          companyName: companyNameOf(row),
        },
      },
    )
    return {
      issuedAt: saved.issuedAt.toISOString(),
      reason: saved.reason,
      stateCode: saved.stateCode,
      signatoryName: saved.signatoryName,
      signatoryTitle: saved.signatoryTitle,
    }
  })
}

/** The application's NYSC rejection letter as a PDF, for either party; drawn from what was stored. */
export async function nyscRejectionPdf(
  ctx: AppContext,
  viewer: ApplicationParty,
  applicationId: string,
): Promise<PdfFile> {
  const row = await findApplication(ctx.db, viewer, applicationId)
  const [letter] = await ctx.db
    .select()
    .from(nyscRejectionLetters)
    .where(eq(nyscRejectionLetters.applicationId, row.id))
  if (!letter) throw notFound(NYSC_MESSAGES.rejectionNotFound)
  const bytes = await drawLetter({
    text: rejectionText(letter),
    company: letter.company,
    logo: await letterheadLogo(ctx, letter.company.logoUrl),
    issuedAt: letter.issuedAt,
    title: `NYSC rejection letter: ${letter.internName}`,
  })
  const parts = [
    'nysc-rejection-letter',
    fileSlug(letter.internName, 40),
    fileSlug(letter.company.name, 40),
  ]
  return { fileName: `${parts.filter(Boolean).join('-')}.pdf`, bytes }
}
