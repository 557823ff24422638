import { z } from 'zod'
import { singleLine } from '../shared/single-line.js'

/**
 * Interviews (issue 14, decision 030): a company proposes 1–5 times in West Africa Time, the
 * intern picks one or asks for others, and both get a calendar invitation.
 */

export const INTERVIEW_MODES = ['in_person', 'video', 'phone'] as const
export type InterviewMode = (typeof INTERVIEW_MODES)[number]

export const INTERVIEW_STATUSES = [
  'proposed',
  'scheduled',
  'other_times_requested',
  'cancelled',
  /** The intern said no, with an optional note (internNote). */
  'declined',
] as const
export type InterviewStatus = (typeof INTERVIEW_STATUSES)[number]

/** The intern's answer to a reminder of a scheduled interview: coming, or not. */
export const INTERVIEW_ATTENDANCES = ['confirmed', 'not_coming'] as const
export type InterviewAttendance = (typeof INTERVIEW_ATTENDANCES)[number]

export const INTERVIEW_ATTENDANCE_LABELS: Record<InterviewAttendance, string> = {
  confirmed: 'Attendance confirmed',
  not_coming: 'Cannot attend',
}

export const INTERVIEW_MODE_LABELS: Record<InterviewMode, string> = {
  in_person: 'In person',
  video: 'Video call',
  phone: 'Phone call',
}

export const INTERVIEW_SLOTS_MAX = 5
export const INTERVIEW_DURATION_MIN = 15
export const INTERVIEW_DURATION_MAX = 240
export const INTERVIEW_DURATION_DEFAULT = 30
export const INTERVIEW_NOTE_MAX = 1000
export const INTERVIEW_LOCATION_MAX = 300
export const INTERVIEW_LINK_MAX = 500

export const INTERVIEW_MESSAGES = {
  slotsMin: 'Propose at least one time.',
  slotsMax: `Propose at most ${INTERVIEW_SLOTS_MAX} times.`,
  slotTime: 'Choose a date and time.',
  slotPast: 'This time has passed. Choose a time in the future.',
  slotsRepeated: 'Each proposed time must be different.',
  duration: `The interview lasts ${INTERVIEW_DURATION_MIN} to ${INTERVIEW_DURATION_MAX} minutes.`,
  mode: 'Choose in person, video or phone.',
  location: 'Give the address for an interview in person.',
  link: 'Give the video link, starting with https://',
  noteTooLong: `Notes can be at most ${INTERVIEW_NOTE_MAX} characters.`,
  otherTimesNote: 'Say which days or times suit you.',
  slotUnknown: 'Choose one of the proposed times.',
  notFound: 'Interview not found.',
  openExists:
    'This application already has an interview in progress. Reschedule or cancel it first.',
  applicationClosed:
    'Interviews can be arranged only while an application is pending or in review.',
  notProposed: 'This interview has no times waiting for an answer.',
  cancelled: 'This interview was cancelled.',
  proposed: 'Interview times sent.',
  chosen: 'Interview scheduled. A calendar invitation is on its way.',
  otherTimesRequested: 'The company has been asked for other times.',
  rescheduled: 'New times sent.',
  cancelledDone: 'Interview cancelled.',
  declinedDone: 'Interview declined. The company has been told.',
  /** What the company's panel says of a declined interview (the intern's note follows). */
  allSlotsPassed: 'All the proposed times have passed.',
  over: 'This interview has already taken place.',
  attendanceChoice: 'Say whether you will attend.',
  attendanceClosed: 'Only a scheduled interview still to come can be answered.',
  attendanceSaved: 'Your answer is saved. The company has been told.',
} as const

const note = z
  .string()
  .trim()
  .max(INTERVIEW_NOTE_MAX, INTERVIEW_MESSAGES.noteTooLong)
  .optional()
  .transform((value) => value || undefined)

export const InterviewSlotInputSchema = z.object({
  startsAt: z.iso
    .datetime({ offset: true, message: INTERVIEW_MESSAGES.slotTime })
    .refine((value) => new Date(value).getTime() > Date.now(), INTERVIEW_MESSAGES.slotPast)
    .transform((value) => new Date(value).toISOString()),
  durationMinutes: z
    .number({ message: INTERVIEW_MESSAGES.duration })
    .int(INTERVIEW_MESSAGES.duration)
    .min(INTERVIEW_DURATION_MIN, INTERVIEW_MESSAGES.duration)
    .max(INTERVIEW_DURATION_MAX, INTERVIEW_MESSAGES.duration),
})
export type InterviewSlotInput = z.input<typeof InterviewSlotInputSchema>

const slots = z
  .array(InterviewSlotInputSchema, { message: INTERVIEW_MESSAGES.slotsMin })
  .min(1, INTERVIEW_MESSAGES.slotsMin)
  .max(INTERVIEW_SLOTS_MAX, INTERVIEW_MESSAGES.slotsMax)
  .refine(
    (list) => new Set(list.map((slot) => slot.startsAt)).size === list.length,
    INTERVIEW_MESSAGES.slotsRepeated,
  )

const httpsLink = z
  .string()
  .trim()
  .max(INTERVIEW_LINK_MAX, INTERVIEW_MESSAGES.link)
  .regex(/^https:\/\/[a-z0-9-]+(\.[a-z0-9-]+)+(:\d+)?([/?#][^\s<>"]*)?$/i, INTERVIEW_MESSAGES.link)

/** How an interview happens and where: the fields a proposal and a weekly availability share. */
export const interviewPlaceFields = {
  mode: z.enum(INTERVIEW_MODES, { message: INTERVIEW_MESSAGES.mode }),
  location: singleLine(z.string().trim().max(INTERVIEW_LOCATION_MAX)).optional(),
  link: z.string().optional(),
}

interface PlaceInput {
  mode: InterviewMode
  location?: string | undefined
  link?: string | undefined
}

/** The address is asked only in person and the link (https) only for video. */
export function checkInterviewPlace(value: PlaceInput, issue: z.RefinementCtx) {
  if (value.mode === 'in_person' && !value.location) {
    issue.addIssue({ code: 'custom', path: ['location'], message: INTERVIEW_MESSAGES.location })
  }
  if (value.mode === 'video' && !httpsLink.safeParse(value.link ?? '').success) {
    issue.addIssue({ code: 'custom', path: ['link'], message: INTERVIEW_MESSAGES.link })
  }
}

/** The mode with only the place it needs; the other is dropped. */
export const interviewPlaceOf = (value: PlaceInput) => ({
  mode: value.mode,
  location: value.mode === 'in_person' ? (value.location ?? null) : null,
  link: value.mode === 'video' ? (value.link ?? '').trim() : null,
})

/**
 * `POST /company/applications/{id}/interviews`: the times, how, and where. The address is asked
 * only in person and the link only for video; the other is dropped.
 */
export const InterviewProposalSchema = z
  .object({ slots, ...interviewPlaceFields, note })
  .superRefine(checkInterviewPlace)
  .transform((value) => ({
    slots: value.slots,
    ...interviewPlaceOf(value),
    note: value.note ?? null,
  }))
export type InterviewProposalInput = z.input<typeof InterviewProposalSchema>
export type InterviewProposal = z.output<typeof InterviewProposalSchema>

/** `POST /company/interviews/{id}/reschedule`: new times (and may change how and where). */
export const InterviewRescheduleSchema = InterviewProposalSchema
export type InterviewRescheduleInput = InterviewProposalInput

export const InterviewChoiceSchema = z.object({
  slotId: z.string({ message: INTERVIEW_MESSAGES.slotUnknown }).max(100),
})

/** `POST /users/interviews/{id}/attendance`: the intern will attend, or cannot. */
export const InterviewAttendanceInputSchema = z.object({
  attendance: z.enum(INTERVIEW_ATTENDANCES, { message: INTERVIEW_MESSAGES.attendanceChoice }),
})

export const InterviewOtherTimesSchema = z.object({
  note: z
    .string({ message: INTERVIEW_MESSAGES.otherTimesNote })
    .trim()
    .min(1, INTERVIEW_MESSAGES.otherTimesNote)
    .max(INTERVIEW_NOTE_MAX, INTERVIEW_MESSAGES.noteTooLong),
})

export const InterviewCancelSchema = z.object({ note })

/** `POST /users/interviews/{id}/decline`: the intern says no, with a note if they like. */
export const InterviewDeclineSchema = z.object({ note })

export const InterviewSlotSchema = z.object({
  id: z.string(),
  startsAt: z.iso.datetime(),
  durationMinutes: z.number().int(),
})

/** An interview as either party sees it. */
export const InterviewSchema = z.object({
  id: z.uuid(),
  applicationId: z.uuid(),
  status: z.enum(INTERVIEW_STATUSES),
  mode: z.enum(INTERVIEW_MODES),
  location: z.string().nullable(),
  link: z.string().nullable(),
  note: z.string().nullable(),
  /** What the intern wrote when asking for other times or declining. */
  internNote: z.string().nullable(),
  cancelNote: z.string().nullable(),
  /** The intern's answer to a reminder of the chosen time, null until they answer. */
  attendance: z.enum(INTERVIEW_ATTENDANCES).nullable(),
  slots: z.array(InterviewSlotSchema),
  /** The chosen time, once scheduled. */
  scheduled: InterviewSlotSchema.nullable(),
  roleTitle: z.string(),
  /** The other party: the company for the intern, the applicant for the company. */
  counterpart: z.object({ name: z.string() }),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
})
export type Interview = z.infer<typeof InterviewSchema>

export const InterviewListSchema = z.array(InterviewSchema)

/** `GET /company/interviews/upcoming` and `GET /users/interviews/upcoming`: the next few. */
export const UPCOMING_INTERVIEWS_LIMIT = 5

export const UpcomingInterviewSchema = z.object({
  id: z.uuid(),
  applicationId: z.uuid(),
  startsAt: z.iso.datetime(),
  durationMinutes: z.number().int(),
  mode: z.enum(INTERVIEW_MODES),
  location: z.string().nullable(),
  link: z.string().nullable(),
  roleTitle: z.string(),
  counterpart: z.object({ name: z.string() }),
  /** The intern's answer to a reminder, so the dashboard says who is coming. */
  attendance: z.enum(INTERVIEW_ATTENDANCES).nullable(),
})
export type UpcomingInterview = z.infer<typeof UpcomingInterviewSchema>
export const UpcomingInterviewListSchema = z.array(UpcomingInterviewSchema)

/** `GET /users/interviews/waiting`: proposals waiting for the intern's choice, newest first. */
export const WaitingInterviewSchema = z.object({
  id: z.uuid(),
  applicationId: z.uuid(),
  slots: z.array(InterviewSlotSchema),
  roleTitle: z.string(),
  counterpart: z.object({ name: z.string() }),
})
export type WaitingInterview = z.infer<typeof WaitingInterviewSchema>
export const WaitingInterviewListSchema = z.array(WaitingInterviewSchema)
