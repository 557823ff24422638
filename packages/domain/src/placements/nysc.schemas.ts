import { z } from 'zod'
import { formatDay } from '../shared/format.js'
import { singleLine } from '../shared/single-line.js'
import { LETTER_NAME_MAX_LENGTH, NYSC_STATE_CODE_PATTERN } from '../letters/letters.schemas.js'
import { CLEARANCE_MONTH_PATTERN, CLEARANCE_STATUSES, clearanceMonthLabel } from './nysc.rules.js'

export const NYSC_LGA_MAX_LENGTH = 60
export const NYSC_REJECTION_REASON_MAX_LENGTH = 600

/** Every word the NYSC letters say to people, for the forms and the API alike (decision 062). */
export const NYSC_MESSAGES = {
  month: 'Choose a month such as 2026-05.',
  lga: `Enter your local government area, such as Ikeja (up to ${NYSC_LGA_MAX_LENGTH} characters), or leave it blank.`,
  stateCode:
    'Enter the state code as on the call-up letter, such as LA/26A/1234, or leave it blank.',
  signatoryName: `Enter the name of the person who signs (up to ${LETTER_NAME_MAX_LENGTH} characters).`,
  signatoryTitle: `Enter the signatory's title, such as Head of People (up to ${LETTER_NAME_MAX_LENGTH} characters).`,
  signatoryTogether: "Give both the signatory's name and title, or neither.",
  reason: `Say why the corps member cannot be retained (up to ${NYSC_REJECTION_REASON_MAX_LENGTH} characters).`,
  notNysc: 'Only an NYSC placement has clearance letters.',
  notNyscApplication: 'Only an application for an NYSC role can get an NYSC rejection letter.',
  unscheduled: 'The company has not given the placement’s dates yet, so no month can be cleared.',
  outside: (month: string) => `${clearanceMonthLabel(month)} is not within the placement’s dates.`,
  notOpen: (month: string, opensOn: string) =>
    `You can ask for ${clearanceMonthLabel(month)}’s clearance letter from ${formatDay(opensOn)}.`,
  requested: (month: string) =>
    `You asked for ${clearanceMonthLabel(month)}’s clearance letter. The company has been told.`,
  alreadyRequested: (month: string) =>
    `You have already asked for ${clearanceMonthLabel(month)}’s clearance letter.`,
  notRequested: (month: string) =>
    `The corps member has not asked for ${clearanceMonthLabel(month)}’s clearance letter.`,
  alreadyIssued: (month: string) =>
    `${clearanceMonthLabel(month)}’s clearance letter has been issued already.`,
  issued: (month: string) =>
    `${clearanceMonthLabel(month)}’s clearance letter is issued. The corps member has been told.`,
  clearanceNotFound: 'This month’s clearance letter has not been issued yet.',
  notRejected: 'Reject the application first; then issue the NYSC rejection letter.',
  rejectionIssued: 'NYSC rejection letter issued. The corps member has been told.',
  rejectionNotFound: 'No NYSC rejection letter has been issued for this application.',
} as const

const requiredText = (max: number, message: string) =>
  singleLine(z.string(message).trim().min(1, message).max(max, message))

/** 'YYYY-MM': the month a clearance certifies. */
export const ClearanceMonthSchema = z
  .string(NYSC_MESSAGES.month)
  .regex(CLEARANCE_MONTH_PATTERN, NYSC_MESSAGES.month)

/** Blank or an NYSC state code, kept in capitals ('' when blank). */
const stateCodeField = z
  .string(NYSC_MESSAGES.stateCode)
  .trim()
  .toUpperCase()
  .refine((value) => value === '' || NYSC_STATE_CODE_PATTERN.test(value), {
    message: NYSC_MESSAGES.stateCode,
  })
  .default('')

/**
 * `POST /users/placements/{id}/clearance`: the month, and what the letter should name when the
 * corps member knows it: their local government area (whose inspector it is addressed to) and
 * their state code.
 */
export const ClearanceRequestSchema = z.object({
  month: ClearanceMonthSchema,
  lga: singleLine(
    z.string(NYSC_MESSAGES.lga).trim().max(NYSC_LGA_MAX_LENGTH, NYSC_MESSAGES.lga),
  ).default(''),
  stateCode: stateCodeField,
})
export type ClearanceRequest = z.output<typeof ClearanceRequestSchema>
export type ClearanceRequestInput = z.input<typeof ClearanceRequestSchema>

/** `POST /company/placements/{id}/clearance/{month}/issue`: who signs it for the company. */
export const ClearanceIssueSchema = z.object({
  signatoryName: requiredText(LETTER_NAME_MAX_LENGTH, NYSC_MESSAGES.signatoryName),
  signatoryTitle: requiredText(LETTER_NAME_MAX_LENGTH, NYSC_MESSAGES.signatoryTitle),
})
export type ClearanceIssue = z.output<typeof ClearanceIssueSchema>

/** One month of an NYSC placement, as both sides' clearance lists show it. */
export const ClearanceSchema = z.object({
  month: z.string(),
  /** 'May 2026'. */
  label: z.string(),
  status: z.enum(CLEARANCE_STATUSES),
  /** The Lagos day it may be asked for from ('2026-05-24'). */
  opensOn: z.iso.date(),
  requestedAt: z.iso.datetime().nullable(),
  issuedAt: z.iso.datetime().nullable(),
  /** What the corps member gave with the request ('' when not). */
  lga: z.string(),
  stateCode: z.string(),
  /** Who signed it, once issued. */
  signatory: z.object({ name: z.string(), title: z.string() }).nullable(),
  /** The API path the reading side downloads it at, once issued. */
  path: z.string().nullable(),
})
export type Clearance = z.infer<typeof ClearanceSchema>

/** `GET /{users|company}/placements/{id}/clearance`: the months begun, newest first. */
export const ClearanceListSchema = z.object({
  /** False until the company gives the placement's dates: no month can be asked for before. */
  scheduled: z.boolean(),
  /** Lagos today, by which `status` was worked out. */
  today: z.iso.date(),
  docs: z.array(ClearanceSchema),
})
export type ClearanceList = z.infer<typeof ClearanceListSchema>

/**
 * `POST /company/applications/{id}/nysc-rejection`: why the PPA cannot retain the corps member;
 * the state code and signatory when the company has them (a letter without a signatory is signed
 * for the company).
 */
export const NyscRejectionInputSchema = z
  .object({
    reason: z
      .string(NYSC_MESSAGES.reason)
      .trim()
      .min(1, NYSC_MESSAGES.reason)
      .max(NYSC_REJECTION_REASON_MAX_LENGTH, NYSC_MESSAGES.reason),
    stateCode: stateCodeField,
    signatoryName: singleLine(
      z
        .string(NYSC_MESSAGES.signatoryName)
        .trim()
        .max(LETTER_NAME_MAX_LENGTH, NYSC_MESSAGES.signatoryName),
    ).default(''),
    signatoryTitle: singleLine(
      z
        .string(NYSC_MESSAGES.signatoryTitle)
        .trim()
        .max(LETTER_NAME_MAX_LENGTH, NYSC_MESSAGES.signatoryTitle),
    ).default(''),
  })
  .refine((input) => !input.signatoryName === !input.signatoryTitle, {
    message: NYSC_MESSAGES.signatoryTogether,
    path: ['signatoryTitle'],
  })
export type NyscRejectionInput = z.output<typeof NyscRejectionInputSchema>
export type NyscRejectionFormInput = z.input<typeof NyscRejectionInputSchema>

/** The rejection letter as issued, as both parties' application answers carry it. */
export const NyscRejectionSummarySchema = z.object({
  issuedAt: z.iso.datetime(),
  reason: z.string(),
  /** '' when not given. */
  stateCode: z.string(),
  signatoryName: z.string(),
  signatoryTitle: z.string(),
})
export type NyscRejectionSummary = z.infer<typeof NyscRejectionSummarySchema>
