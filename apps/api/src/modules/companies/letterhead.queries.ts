import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import { companies, type LetterCompany } from '../../db/schema.js'
import type { AppContext } from '../../lib/context.js'
import { rasteriseSvg } from '../../lib/image-processing.js'
import { letterAddress } from '../../lib/pdf/letterhead-drawing.js'
import { storedImageBytes } from '../files/files.queries.js'

/** A logo is at most 20 KB when attached (DESIGN.md §6); anything far larger is not read. */
const LOGO_MAX_BYTES = 1024 * 1024

/** Pixels of a logo drawn from SVG: four times the 56-point box, sharp when printed. */
const SVG_LOGO_PIXELS = 224

/** '+234 803 123 4567' for a Nigerian number stored as '+234' and '8031234567'. */
function phoneOf(countryCode: string | null, phoneNumber: string | null) {
  if (!phoneNumber) return null
  const digits = phoneNumber.replace(/\D/g, '')
  const grouped =
    digits.length === 10 ? `${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}` : digits
  return [countryCode, grouped].filter(Boolean).join(' ')
}

/**
 * The company's letterhead as it stands today (name, address, phone, the account's email, logo,
 * RC number) and its state. A document stores it when issued, so a later change of address does
 * not rewrite a letter already sent.
 */
export async function companyLetterhead(db: Db, companyId: string, email: string) {
  const [row] = await db.select().from(companies).where(eq(companies.accountId, companyId))
  const company: LetterCompany = {
    name: row?.companyName?.trim() || 'A company',
    address: letterAddress([row?.address, row?.city, row?.state]),
    phone: phoneOf(row?.countryCode ?? null, row?.phoneNumber ?? null),
    email,
    logoUrl: row?.logoUrl ?? null,
    rcNumber: row?.rcNumber ?? null,
  }
  return { company, state: row?.state?.trim() || null }
}

/**
 * The logo's bytes as pdfkit draws them (PNG or JPEG; an SVG drawn as a PNG), or null when there
 * is none or it cannot be read: a document is never refused for its logo.
 */
export async function letterheadLogo(
  ctx: AppContext,
  logoUrl: string | null,
): Promise<Buffer | null> {
  const logo = await storedImageBytes(ctx, logoUrl, {
    extensions: ['png', 'jpg', 'svg'],
    maxBytes: LOGO_MAX_BYTES,
  })
  if (!logo) return null
  // The SVG was sanitised when it was uploaded.
  if (!logo.key.endsWith('.svg')) return logo.bytes
  try {
    return await rasteriseSvg(logo.bytes, SVG_LOGO_PIXELS)
  } catch (error) {
    ctx.log.warn({ err: error }, 'The logo was left off a document')
    return null
  }
}
