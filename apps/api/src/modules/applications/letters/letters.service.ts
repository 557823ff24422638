import { eq } from 'drizzle-orm'
import {
  LETTER_KIND_LABELS,
  LETTER_MESSAGES,
  letterFileName,
  letterReference,
  type LetterInput,
  type LetterSummary,
} from '@app/domain'
import type { Db } from '../../../db/client.js'
import { companies, letters, roles, type LetterCompany } from '../../../db/schema.js'
import type { Actor, AppContext } from '../../../lib/context.js'
import { AppError, notFound } from '../../../lib/errors.js'
import { findApplication, type ApplicationParty } from '../application-access.queries.js'
import { companyNameOf } from '../company-applications.queries.js'
import { storageKeyOf } from '../../files/files.queries.js'
import { rasteriseSvg } from '../../../lib/image-processing.js'
import { notify } from '../../notifications/notify.js'
import { drawLetter } from './letter-pdf.js'
import { letterAddress, letterText } from './letter-wording.js'

/** A logo is at most 20 KB when attached (DESIGN.md §6); anything far larger is not read. */
const LOGO_MAX_BYTES = 1024 * 1024

/** '+234 803 123 4567' for a Nigerian number stored as '+234' and '8031234567'. */
function phoneOf(countryCode: string | null, phoneNumber: string | null) {
  if (!phoneNumber) return null
  const digits = phoneNumber.replace(/\D/g, '')
  const grouped =
    digits.length === 10 ? `${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}` : digits
  return [countryCode, grouped].filter(Boolean).join(' ')
}

async function letterCompanyOf(db: Db, companyId: string, email: string) {
  const [row] = await db.select().from(companies).where(eq(companies.accountId, companyId))
  const company: LetterCompany = {
    name: companyNameOf({ companyName: row?.companyName ?? null }),
    address: letterAddress([row?.address, row?.city, row?.state]),
    phone: phoneOf(row?.countryCode ?? null, row?.phoneNumber ?? null),
    email,
    logoUrl: row?.logoUrl ?? null,
    rcNumber: row?.rcNumber ?? null,
  }
  return { company, state: row?.state?.trim() || null }
}

/** Where the placement is: an NYSC role's state, else the company's. */
async function placementStateOf(db: Db, roleId: string, companyState: string | null) {
  const [role] = await db
    .select({ nyscState: roles.nyscState })
    .from(roles)
    .where(eq(roles.id, roleId))
  return role?.nyscState ?? companyState
}

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
  const { company: letterCompany, state } = await letterCompanyOf(
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

/** Pixels of a logo drawn from SVG: four times the 56-point box, sharp when printed. */
const SVG_LOGO_PIXELS = 224

async function readLogo(ctx: AppContext, logoUrl: string | null): Promise<Buffer | null> {
  const key = logoUrl && storageKeyOf(logoUrl)
  if (!key || !/\.(png|jpg|svg)$/.test(key)) return null
  try {
    const stream = await ctx.files.read(key)
    if (!stream) return null
    const chunks: Buffer[] = []
    let size = 0
    for await (const chunk of stream) {
      size += (chunk as Buffer).length
      if (size > LOGO_MAX_BYTES) {
        stream.destroy()
        return null
      }
      chunks.push(chunk as Buffer)
    }
    const bytes = Buffer.concat(chunks)
    // pdfkit draws PNG and JPEG only; the SVG was sanitised when it was uploaded.
    return key.endsWith('.svg') ? await rasteriseSvg(bytes, SVG_LOGO_PIXELS) : bytes
  } catch (error) {
    ctx.log.warn({ err: error }, 'The logo was left off a letter')
    return null
  }
}

export interface LetterFile {
  fileName: string
  bytes: Buffer
}

/**
 * The application's letter as a PDF, for either party; drawn from the stored inputs, so the
 * same letter is the same document each time. Not found when no letter was issued.
 */
export async function letterPdf(
  ctx: AppContext,
  viewer: ApplicationParty,
  applicationId: string,
): Promise<LetterFile> {
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
    logo: await readLogo(ctx, letter.company.logoUrl),
    issuedAt: letter.issuedAt,
    title: `${LETTER_KIND_LABELS[letter.kind]}: ${letter.input.internName}`,
  })
  const fileName = letterFileName(letter.kind, letter.input.internName, letter.company.name)
  return { fileName, bytes }
}
