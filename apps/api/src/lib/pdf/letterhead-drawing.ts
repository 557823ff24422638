import type { LetterCompany } from '../../db/schema.js'
import { GREY, INK, MARGIN } from './pdf-document.js'

const LOGO_SIZE = 56

/** How an address writes a state: 'Lagos', but 'FCT' for the territory (its city is Abuja). */
const stateInAddress = (state: string) => (state === 'Abuja FCT' ? 'FCT' : state)

/** 'Lagos' and 'Lagos State' are the same part of an address. */
const addressPartKey = (part: string) => part.toLowerCase().replace(/\s+state$/, '')

/**
 * One line of an address from its parts (street, city, state), each part once: a street that
 * already ends in 'Yaba, Lagos' and a city and state of Lagos make 'Yaba, Lagos', not 'Yaba,
 * Lagos, Lagos'. Null when nothing is left.
 */
export function letterAddress(parts: (string | null | undefined)[]): string | null {
  const seen = new Set<string>()
  const kept: string[] = []
  for (const part of parts.flatMap((text) => (text ?? '').split(','))) {
    const trimmed = stateInAddress(part.trim())
    const key = addressPartKey(trimmed)
    if (!trimmed || seen.has(key)) continue
    seen.add(key)
    kept.push(trimmed)
  }
  return kept.length > 0 ? kept.join(', ') : null
}

/** 'RC 1234567' (or 'BN …') as CAC writes it, for 'RC1234567' as stored. */
const rcLine = (rcNumber: string) =>
  rcNumber.replace(/^(RC|BN)\s*/i, (prefix) => `${prefix.trim().toUpperCase()} `)

/**
 * The company's letterhead at the top of the page: logo, name, RC number, address and contacts,
 * ruled off. Every letter and form the company issues starts with it.
 */
export function drawLetterhead(
  doc: PDFKit.PDFDocument,
  company: LetterCompany,
  logo: Buffer | null,
  width: number,
) {
  const top = doc.y
  let left = MARGIN
  if (logo) {
    try {
      doc.image(logo, MARGIN, top, { fit: [LOGO_SIZE, LOGO_SIZE] })
      left = MARGIN + LOGO_SIZE + 16
    } catch {
      // A logo pdfkit cannot read is left out; the letter is still the letter.
    }
  }
  const textWidth = width - (left - MARGIN)
  doc.font('bold').fontSize(16).fillColor(INK).text(company.name, left, top, { width: textWidth })
  doc.font('regular').fontSize(9.5).fillColor(GREY)
  if (company.rcNumber) doc.text(rcLine(company.rcNumber), { width: textWidth })
  // Letters stored before addresses were written each part once are tidied here too.
  const address = letterAddress([company.address])
  if (address) doc.text(address, { width: textWidth })
  const contact = [company.phone, company.email].filter(Boolean).join('  ·  ')
  if (contact) doc.text(contact, { width: textWidth })
  const bottom = Math.max(doc.y, logo && left > MARGIN ? top + LOGO_SIZE : 0) + 12
  doc
    .moveTo(MARGIN, bottom)
    .lineTo(MARGIN + width, bottom)
    .lineWidth(0.8)
    .strokeColor(GREY)
    .stroke()
  doc.font('regular').fontSize(11).fillColor(INK)
  doc.x = MARGIN
  doc.y = bottom + 20
}
