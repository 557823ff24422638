import { eq } from 'drizzle-orm'
import {
  LETTER_KIND_LABELS,
  LETTER_MESSAGES,
  letterFileName,
  letterReference,
  type LetterInput,
  type LetterSummary,
} from '@app/domain'
import { letters } from '../../../db/schema.js'
import type { Actor, AppContext } from '../../../lib/context.js'
import { AppError, notFound } from '../../../lib/errors.js'
import { findApplication, type ApplicationParty } from '../application-access.queries.js'
import { companyLetterhead, letterheadLogo } from '../../companies/letterhead.queries.js'
import { notify } from '../../notifications/notify.js'
import { drawLetter } from './letter-pdf.js'
import { placementStateOf } from './letters.queries.js'
import { letterText } from './letter-wording.js'
import type { PdfFile } from '../../../lib/pdf/pdf-reply.js'

/**
 * Issues the application's acceptance letter, or replaces the one issued before: only for an
 * accepted application of the company's own role. The intern is notified, and mailed unless
 * their preferences turn application updates off.
 */
export async function issueLetter(
  ctx: AppContext,
  company: Actor,
  input: { applicationId: string; letter: LetterInput },
): Promise<LetterSummary> {
  const row = await findApplication(
    ctx.db,
    { kind: 'company', id: company.id },
    input.applicationId,
  )
  if (row.status !== 'accepted') {
    throw new AppError('APPLICATION_NOT_ACCEPTED', LETTER_MESSAGES.notAccepted)
  }
  const { company: letterCompany, state } = await companyLetterhead(
    ctx.db,
    company.id,
    row.companyEmail,
  )
  const placementState = await placementStateOf(ctx.db, row.roleId, state)

  const issued = await ctx.db.transaction(async (tx) => {
    const values = {
      applicationId: row.id,
      kind: input.letter.kind,
      input: input.letter,
      company: letterCompany,
      issuedAt: new Date(),
      placementState,
    }
    const [saved] = await tx
      .insert(letters)
      .values(values)
      .onConflictDoUpdate({
        target: letters.applicationId,
        set: {
          kind: values.kind,
          input: values.input,
          company: values.company,
          issuedAt: values.issuedAt,
          placementState: values.placementState,
        },
      })
      .returning({ kind: letters.kind, issuedAt: letters.issuedAt })
    if (!saved) throw new Error('The letter was not stored')
    // Issued again and again, the intern gets a few mails and then the newest (decision 048).
    await notify(
      ctx,
      tx,
      { accountId: row.internId },
      {
        name: 'letter-issued',
        data: {
          applicationId: row.id,
          roleTitle: row.roleTitle,
          companyName: letterCompany.name,
          kind: input.letter.kind,
        },
      },
    )
    return saved
  })

  return { kind: issued.kind, issuedAt: issued.issuedAt.toISOString() }
}

/**
 * The application's letter as a PDF, for either party; drawn from the stored inputs, so the
 * same letter is the same document each time. Not found when no letter was issued.
 */
export async function letterPdf(
  ctx: AppContext,
  viewer: ApplicationParty,
  applicationId: string,
): Promise<PdfFile> {
  const row = await findApplication(ctx.db, viewer, applicationId)
  const [letter] = await ctx.db.select().from(letters).where(eq(letters.applicationId, row.id))
  if (!letter) throw notFound(LETTER_MESSAGES.notFound)
  const facts = {
    issuedAt: letter.issuedAt,
    reference: letterReference(letter.referenceYear, letter.number),
    placementState: letter.placementState,
  }
  const bytes = await drawLetter({
    text: letterText(letter.input, letter.company, facts),
    company: letter.company,
    logo: await letterheadLogo(ctx, letter.company.logoUrl),
    issuedAt: letter.issuedAt,
    title: `${LETTER_KIND_LABELS[letter.kind]}: ${letter.input.internName}`,
  })
  const fileName = letterFileName(letter.kind, letter.input.internName, letter.company.name)
  return { fileName, bytes }
}
