/**
 * An iCalendar (RFC 5545) text of one event, written here rather than by a library so that every
 * value is escaped by rules we can read (decision 045): a company name, an address or a note
 * stored with a line break cannot add a line (an ATTENDEE, a URL) to anyone's calendar.
 */

export interface CalendarContact {
  name: string
  email: string
}

export interface CalendarEvent {
  productId: string
  method: 'REQUEST' | 'CANCEL' | 'PUBLISH'
  uid: string
  sequence: number
  start: Date
  durationMinutes: number
  stamp: Date
  summary: string
  description: string
  location: string
  url: string | null
  status: 'CONFIRMED' | 'CANCELLED'
  organizer: CalendarContact
  attendee: CalendarContact
}

/** Every line break a reader may honour: CRLF, a lone CR or LF, and Unicode's separators. */
const LINE_BREAK = /\r\n|[\r\n\u2028\u2029]/g

/** C0 controls, DEL and C1 controls. */
const isControl = (code: number) => code <= 0x1f || (code >= 0x7f && code <= 0x9f)

/** Drops control characters (TEXT keeps the tab and its escaped line breaks: §3.3.11). */
const withoutControls = (value: string, keep = '') =>
  Array.from(value)
    .filter((char) => keep.includes(char) || !isControl(char.charCodeAt(0)))
    .join('')

/** A TEXT value (§3.3.11): `\`, `;` and `,` escaped, each line break written as `\n`. */
export function icsText(value: string): string {
  return withoutControls(value.replace(LINE_BREAK, '\n'), '\t\n')
    .replace(/[\\;,]/g, (char) => `\\${char}`)
    .replace(/\n/g, '\\n')
}

/**
 * A quoted parameter value such as `CN="…"` (§3.2): it may hold no control character and no
 * DQUOTE, so they are written with RFC 6868's caret escapes (`^'`, `^n`, `^^`).
 */
export function icsParam(value: string): string {
  const escaped = withoutControls(value.replace(/\^/g, '^^').replace(LINE_BREAK, '^n')).replace(
    /"/g,
    "^'",
  )
  return `"${escaped}"`
}

const encoder = new TextEncoder()

/** A URI value (a link, a `mailto:`): whatever is not printable ASCII is percent-encoded. */
export function icsUri(value: string): string {
  return value.replace(/[^\x21-\x7e]|["\\^`{|}<>]/gu, (char) =>
    Array.from(
      encoder.encode(char),
      (byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`,
    ).join(''),
  )
}

/** '20261203T090000Z' */
const icsUtc = (at: Date) =>
  at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')

/**
 * Folds a content line at 75 octets (§3.1): CRLF and one space, never inside a UTF-8 sequence
 * or a surrogate pair.
 */
export function foldLine(line: string): string {
  const parts: string[] = []
  let current = ''
  let octets = 0
  for (const char of line) {
    const size = encoder.encode(char).length
    // A continuation line starts with the space, which counts towards its 75.
    const limit = parts.length === 0 ? 75 : 74
    if (octets + size > limit) {
      parts.push(current)
      current = ''
      octets = 0
    }
    current += char
    octets += size
  }
  parts.push(current)
  return parts.join('\r\n ')
}

export function calendarText(event: CalendarEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'CALSCALE:GREGORIAN',
    `PRODID:${icsText(event.productId)}`,
    `METHOD:${event.method}`,
    'BEGIN:VEVENT',
    `UID:${icsText(event.uid)}`,
    `SEQUENCE:${Math.trunc(event.sequence)}`,
    `DTSTAMP:${icsUtc(event.stamp)}`,
    `DTSTART:${icsUtc(event.start)}`,
    `DURATION:PT${Math.trunc(event.durationMinutes)}M`,
    `SUMMARY:${icsText(event.summary)}`,
    `DESCRIPTION:${icsText(event.description)}`,
    `LOCATION:${icsText(event.location)}`,
    ...(event.url ? [`URL:${icsUri(event.url)}`] : []),
    `STATUS:${event.status}`,
    `ORGANIZER;CN=${icsParam(event.organizer.name)}:mailto:${icsUri(event.organizer.email)}`,
    `ATTENDEE;ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=TRUE;CN=${icsParam(event.attendee.name)}:mailto:${icsUri(event.attendee.email)}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ]
  return lines.map(foldLine).join('\r\n') + '\r\n'
}
