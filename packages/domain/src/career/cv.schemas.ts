import { z } from 'zod'
import { NIGERIAN_STATES } from '../shared/lists.js'
import { singleLine } from '../shared/single-line.js'
import { PLACEMENT_TYPES } from '../roles/placement-types.js'

/*
 * The CV builder (DESIGN §11 Career tools, decision 064): the few fields a CV needs that the
 * profile does not hold, with limits that keep the fullest CV within two A4 pages.
 */

export const CV_LOOKS = ['classic', 'modern'] as const
export type CvLook = (typeof CV_LOOKS)[number]
export const CV_LOOK_LABELS: Record<CvLook, string> = { classic: 'Classic', modern: 'Modern' }

export const NYSC_STATUSES = ['not-yet', 'serving', 'completed', 'exempted'] as const
export type NyscStatus = (typeof NYSC_STATUSES)[number]
export const NYSC_STATUS_LABELS: Record<NyscStatus, string> = {
  'not-yet': 'Not yet served',
  serving: 'Serving',
  completed: 'Completed',
  exempted: 'Exempted',
}
/** The statuses a year goes with: of service, of completion, of the exemption. */
export const NYSC_STATUSES_WITH_YEAR: readonly NyscStatus[] = ['serving', 'completed', 'exempted']
/** The NYSC scheme began in 1973. */
export const NYSC_FIRST_YEAR = 1973

export const CV_SUMMARY_MAX_LENGTH = 600
export const CV_EXPERIENCE_MAX = 5
export const CV_BULLETS_MAX = 5
export const CV_BULLET_MAX_LENGTH = 150
export const CV_NAME_MAX_LENGTH = 60
export const CV_PLACE_MAX_LENGTH = 40
export const CV_PROJECTS_MAX = 4
export const CV_PROJECT_NAME_MAX_LENGTH = 60
export const CV_DESCRIPTION_MAX_LENGTH = 200
export const CV_LINK_MAX_LENGTH = 120
export const CV_ACTIVITIES_MAX = 4
export const CV_REFEREES_MAX_LENGTH = 300
/** How many of the intern's placements on Internplace the CV lists, newest first. */
export const CV_PLACEMENTS_MAX = 4
export const CV_REFEREES_DEFAULT = 'Available on request'

export const CV_MESSAGES = {
  saved: 'Your CV is saved.',
  used: 'Your CV is now your resume. New applications will attach it.',
  nameMissing: 'Add your first and last name to your profile before you make a CV.',
  look: 'Choose the classic or the modern look.',
  summary: `Keep your summary to ${CV_SUMMARY_MAX_LENGTH} characters.`,
  experienceMax: `List at most ${CV_EXPERIENCE_MAX} jobs or placements.`,
  organisation: `Enter the organisation's name (up to ${CV_NAME_MAX_LENGTH} characters).`,
  title: `Enter your title there (up to ${CV_NAME_MAX_LENGTH} characters).`,
  place: `Keep the place to ${CV_PLACE_MAX_LENGTH} characters.`,
  month: 'Choose a month, such as May 2025.',
  monthOrder: 'The end month comes on or after the start month.',
  bullets: `Write at most ${CV_BULLETS_MAX} lines about what you did.`,
  bullet: `Keep each line to ${CV_BULLET_MAX_LENGTH} characters.`,
  projectsMax: `List at most ${CV_PROJECTS_MAX} projects.`,
  projectName: `Enter the project's name (up to ${CV_PROJECT_NAME_MAX_LENGTH} characters).`,
  description: `Keep the description to ${CV_DESCRIPTION_MAX_LENGTH} characters.`,
  link: 'Enter a full link starting with https://, or leave it empty.',
  activitiesMax: `List at most ${CV_ACTIVITIES_MAX} activities.`,
  activityTitle: `Say what you did, such as 'Financial Secretary' (up to ${CV_NAME_MAX_LENGTH} characters).`,
  activityOrganisation: `Keep the club or group's name to ${CV_NAME_MAX_LENGTH} characters.`,
  referees: `Keep the referees to ${CV_REFEREES_MAX_LENGTH} characters.`,
  nyscStatus: 'Choose your NYSC status.',
  nyscYear: 'Enter the year, such as 2025.',
  nyscYearNeeded: 'Enter the year of your service, completion or exemption.',
  stateOfOrigin: 'Choose a state from the list.',
  stateToShow: 'Choose your state of origin, or do not show it.',
} as const

/** Labels of the CV form and the page, written once. */
export const CV_LABELS = {
  page: 'CV builder',
  summary: 'Summary',
  summaryHint: 'Two to four sentences: what you study, what you can do, what you want next.',
  experience: 'Experience',
  experienceHint:
    'SIWES/IT, part-time work, a family business. Placements on Internplace are added for you.',
  addExperience: 'Add experience',
  organisation: 'Organisation',
  title: 'Your title',
  place: 'Place (city)',
  from: 'From',
  to: 'To',
  toHint: 'Empty if you are still there',
  bullets: 'What you did (one line each)',
  projects: 'Projects',
  addProject: 'Add project',
  projectName: 'Project name',
  description: 'Description',
  link: 'Link (optional)',
  activities: 'Leadership and activities',
  addActivity: 'Add activity',
  activityTitle: 'Role or activity',
  activityOrganisation: 'Club, group or body',
  referees: 'Referees',
  nyscStatus: 'NYSC status',
  nyscYear: 'NYSC year',
  nyscNone: 'Do not show',
  stateOfOrigin: 'State of origin',
  showStateOfOrigin: 'Show my state of origin on my CV',
  showPhoto: 'Show my profile photo on my CV',
  look: 'Look',
  remove: 'Remove',
  save: 'Save CV',
  download: 'Download PDF',
  use: 'Use as my CV',
  useConfirmTitle: 'Use this CV for new applications?',
  useConfirmText:
    'We will save your CV as a PDF and attach it to the applications you make from now on. Applications you have sent keep the resume they had.',
  useConfirm: 'Yes, use it',
  cancel: 'Cancel',
  preview: 'Preview',
  fromProfile: 'From your profile',
  editProfile: 'Edit in your profile',
  inUse: 'Your applications attach this CV.',
  buildFromProfile: 'Build a CV from your profile',
} as const

/** 'YYYY-MM', as `<input type="month">` gives it. */
export const CV_MONTH_PATTERN = /^(19[7-9]\d|20\d\d)-(0[1-9]|1[0-2])$/

const text = (max: number, message: string) =>
  singleLine(z.string(message).trim().max(max, message))
const required = (max: number, message: string) =>
  singleLine(z.string(message).trim().min(1, message).max(max, message))
const month = z.string(CV_MESSAGES.month).regex(CV_MONTH_PATTERN, CV_MESSAGES.month)
/** An end month; empty or null while the intern is still there. */
const endMonth = z
  .union([month, z.literal(''), z.null()], { message: CV_MESSAGES.month })
  .transform((value) => value || null)

/** http(s) with a dotted host, as a company's links. */
const LINK = /^https?:\/\/[^\s/?#.]+(\.[^\s/?#.]+)+(:\d+)?([/?#]\S*)?$/i

const inOrder = (entry: { from: string; to: string | null }) => !entry.to || entry.to >= entry.from

export const CvExperienceSchema = z
  .object({
    organisation: required(CV_NAME_MAX_LENGTH, CV_MESSAGES.organisation),
    title: required(CV_NAME_MAX_LENGTH, CV_MESSAGES.title),
    place: text(CV_PLACE_MAX_LENGTH, CV_MESSAGES.place).default(''),
    from: month,
    to: endMonth.default(null),
    bullets: z
      .array(required(CV_BULLET_MAX_LENGTH, CV_MESSAGES.bullet), CV_MESSAGES.bullets)
      .max(CV_BULLETS_MAX, CV_MESSAGES.bullets)
      .default([]),
  })
  .refine(inOrder, { message: CV_MESSAGES.monthOrder, path: ['to'] })

export const CvProjectSchema = z.object({
  name: required(CV_PROJECT_NAME_MAX_LENGTH, CV_MESSAGES.projectName),
  description: text(CV_DESCRIPTION_MAX_LENGTH, CV_MESSAGES.description).default(''),
  link: z
    .string(CV_MESSAGES.link)
    .trim()
    .max(CV_LINK_MAX_LENGTH, CV_MESSAGES.link)
    .refine((value) => value === '' || LINK.test(value), CV_MESSAGES.link)
    .default(''),
})

export const CvActivitySchema = z.object({
  title: required(CV_NAME_MAX_LENGTH, CV_MESSAGES.activityTitle),
  organisation: text(CV_NAME_MAX_LENGTH, CV_MESSAGES.activityOrganisation).default(''),
  description: text(CV_DESCRIPTION_MAX_LENGTH, CV_MESSAGES.description).default(''),
})

/** `PUT /users/cv`: the CV-only fields, each list and text bounded. */
export const CvInputSchema = z
  .object({
    summary: z
      .string(CV_MESSAGES.summary)
      .trim()
      .max(CV_SUMMARY_MAX_LENGTH, CV_MESSAGES.summary)
      .default(''),
    experience: z
      .array(CvExperienceSchema, CV_MESSAGES.experienceMax)
      .max(CV_EXPERIENCE_MAX, CV_MESSAGES.experienceMax)
      .default([]),
    projects: z
      .array(CvProjectSchema, CV_MESSAGES.projectsMax)
      .max(CV_PROJECTS_MAX, CV_MESSAGES.projectsMax)
      .default([]),
    activities: z
      .array(CvActivitySchema, CV_MESSAGES.activitiesMax)
      .max(CV_ACTIVITIES_MAX, CV_MESSAGES.activitiesMax)
      .default([]),
    /** Empty reads 'Available on request', as Nigerian CVs write it. */
    referees: z
      .string(CV_MESSAGES.referees)
      .trim()
      .max(CV_REFEREES_MAX_LENGTH, CV_MESSAGES.referees)
      .default('')
      .transform((value) => value || CV_REFEREES_DEFAULT),
    /** Null: the CV says nothing of NYSC. */
    nyscStatus: z.enum(NYSC_STATUSES, CV_MESSAGES.nyscStatus).nullable().default(null),
    nyscYear: z
      .number(CV_MESSAGES.nyscYear)
      .int(CV_MESSAGES.nyscYear)
      .min(NYSC_FIRST_YEAR, CV_MESSAGES.nyscYear)
      .max(2100, CV_MESSAGES.nyscYear)
      .nullable()
      .default(null),
    stateOfOrigin: z.enum(NIGERIAN_STATES, CV_MESSAGES.stateOfOrigin).nullable().default(null),
    showStateOfOrigin: z.boolean().default(false),
    showPhoto: z.boolean().default(false),
    look: z.enum(CV_LOOKS, CV_MESSAGES.look).default('classic'),
  })
  .superRefine((input, context) => {
    const needsYear = input.nyscStatus && NYSC_STATUSES_WITH_YEAR.includes(input.nyscStatus)
    if (needsYear && input.nyscYear === null) {
      context.addIssue({ code: 'custom', message: CV_MESSAGES.nyscYearNeeded, path: ['nyscYear'] })
    }
    if (input.showStateOfOrigin && !input.stateOfOrigin) {
      context.addIssue({
        code: 'custom',
        message: CV_MESSAGES.stateToShow,
        path: ['stateOfOrigin'],
      })
    }
  })
  // A year without a status that takes one is dropped rather than refused: the form hides it.
  .transform((input) => ({
    ...input,
    nyscYear:
      input.nyscStatus && NYSC_STATUSES_WITH_YEAR.includes(input.nyscStatus)
        ? input.nyscYear
        : null,
  }))
export type CvInput = z.input<typeof CvInputSchema>
/** The CV-only fields as stored and answered. */
export type CvFields = z.output<typeof CvInputSchema>
export type CvExperience = CvFields['experience'][number]
export type CvProject = CvFields['projects'][number]
export type CvActivity = CvFields['activities'][number]

const CvExperienceAnswer = z.object({
  organisation: z.string(),
  title: z.string(),
  place: z.string(),
  from: z.string(),
  to: z.string().nullable(),
  bullets: z.array(z.string()),
})

/** The CV-only fields in an answer: an allow-list of what is stored. */
export const CvFieldsSchema = z.object({
  summary: z.string(),
  experience: z.array(CvExperienceAnswer),
  projects: z.array(z.object({ name: z.string(), description: z.string(), link: z.string() })),
  activities: z.array(
    z.object({ title: z.string(), organisation: z.string(), description: z.string() }),
  ),
  referees: z.string(),
  nyscStatus: z.enum(NYSC_STATUSES).nullable(),
  nyscYear: z.number().int().nullable(),
  stateOfOrigin: z.enum(NIGERIAN_STATES).nullable(),
  showStateOfOrigin: z.boolean(),
  showPhoto: z.boolean(),
  look: z.enum(CV_LOOKS),
})

/** A placement on Internplace, as the CV lists it (its dates as the company completed them). */
export const CvPlacementSchema = z.object({
  roleTitle: z.string(),
  companyName: z.string(),
  kind: z.enum(PLACEMENT_TYPES),
  startDate: z.string(),
  endDate: z.string().nullable(),
})
export type CvPlacement = z.infer<typeof CvPlacementSchema>

/** What the CV takes from the profile, read only on the CV page: the profile page edits it. */
export const CvProfileSchema = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  bio: z.string().nullable(),
  institution: z.string().nullable(),
  fieldOfStudy: z.string().nullable(),
  yearOfEntry: z.number().int().nullable(),
  yearOfGraduation: z.number().int().nullable(),
  isPostgraduate: z.boolean(),
  skills: z.array(z.string()),
  hasPhoto: z.boolean(),
  placements: z.array(CvPlacementSchema),
})
export type CvProfile = z.infer<typeof CvProfileSchema>

/** `GET /users/cv` and `PUT /users/cv`'s answer. */
export const CvSchema = CvFieldsSchema.extend({
  profile: CvProfileSchema,
  /** When the CV-only fields were last saved; null before the first save (defaults shown). */
  savedAt: z.iso.datetime().nullable(),
  /** When 'Use as my CV' last made the PDF. */
  usedAt: z.iso.datetime().nullable(),
  /** The PDF made then is still the resume new applications attach. */
  isResumeInUse: z.boolean(),
})
export type Cv = z.infer<typeof CvSchema>

/** `POST /users/cv/use`'s answer: the resume now attached to new applications. */
export const CvUseSchema = z.object({ resumeUrl: z.string(), usedAt: z.iso.datetime() })

export const CvPdfQuerySchema = z.object({
  look: z.enum(CV_LOOKS, CV_MESSAGES.look).optional(),
})
