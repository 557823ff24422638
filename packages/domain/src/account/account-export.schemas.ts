import { z } from 'zod'

/**
 * `GET /account/export` (NDPA 2023, the right of access; decision 022): everything held about the
 * account, as one JSON document. Rows keep their stored fields, so the document says what is held
 * rather than what a page shows; times are ISO strings.
 */
const row = z.record(z.string(), z.unknown())

export const AccountExportSchema = z.object({
  exportedAt: z.iso.datetime(),
  account: z.object({
    id: z.uuid(),
    email: z.string(),
    kind: z.enum(['intern', 'company']),
    status: z.string(),
    createdAt: z.iso.datetime(),
    policiesAcceptedAt: z.iso.datetime().nullable(),
    /** The verified mobile number (E.164) the phone channels use, and when it was confirmed. */
    phone: z.string().nullable(),
    phoneVerifiedAt: z.iso.datetime().nullable(),
  }),
  /**
   * What the account agreed to and chose: the policies and the notification and privacy choices
   * that apply, the defaults until it saves others.
   */
  consents: z.object({
    policiesAcceptedAt: z.iso.datetime().nullable(),
    preferences: row,
    /** Where notices go besides mail (DESIGN §11 Channels): SMS, WhatsApp, job alerts by phone. */
    channels: z.object({ sms: z.boolean(), whatsapp: z.boolean(), jobAlerts: z.boolean() }),
  }),
  /** The intern's or the company's profile. */
  profile: row.nullable(),
  /** A company's roles, deleted ones too; empty for an intern. */
  roles: z.array(row),
  /** An intern's applications; a company's applicants by id, role and status only. */
  applications: z.array(row),
  /** Every message of the account's chats; `fromMe` says which side wrote it. */
  messages: z.array(row),
  /** The interviews of those applications: times, place, notes (decision 030). */
  interviews: z.array(row),
  /** A company's weekly interview availability (decision 072); null for an intern or none set. */
  interviewAvailability: row.nullable(),
  /** Invitations to book an interview, sent by the company or received by the intern (072). */
  interviewBookingInvites: z.array(row),
  /** The placements of accepted applications (issue 29): dates, supervisor, school details. */
  placements: z.array(row),
  /** The SCAFs and ITF Forms 8 of those placements, as signed (decision 060). */
  siwesPapers: z.object({ scafs: z.array(row), itfForm8s: z.array(row) }),
  /** The SIWES/IT logbook weeks of those placements: days written, status, signature, comment. */
  logbookWeeks: z.array(row),
  /** An NYSC placement's months: reminders, requests and clearance letters as issued (062). */
  nyscClearances: z.array(row),
  /** The NYSC rejection letters of the account's applications (decision 062). */
  nyscRejectionLetters: z.array(row),
  /**
   * Stipend months (decision 063): an intern's every answer; a company's disputes only, as the
   * intern's other answers were never the company's to read.
   */
  stipendMonths: z.array(row),
  /** An intern's CV-only fields and the PDF 'Use as my CV' stored last (decision 064). */
  cv: row.nullable(),
  /** An intern's saved roles, with the role's title and company; empty for a company. */
  savedRoles: z.array(row),
  /** An intern's job alerts (decision 025); empty for a company. */
  jobAlerts: z.array(row),
  /** An intern's own application letters and cover notes, as last saved (decision 065). */
  applicationLetters: z.array(row),
  notifications: z.array(row),
  reportsMade: z.array(row),
  /** The account's uploads, each with a link that works for a short while. */
  files: z.array(row),
  sessions: z.array(row),
})
export type AccountExport = z.infer<typeof AccountExportSchema>

export const ACCOUNT_EXPORT_MESSAGE = 'Your data is ready.'

/** The download's file name: 'internplace-data-2026-11-24.json'. */
export const exportFileName = (at: Date) => `internplace-data-${at.toISOString().slice(0, 10)}.json`
