import { z } from 'zod'
import { singleLine } from '../shared/single-line.js'
import { PageQuerySchema, pageOf } from '../shared/envelope.js'
import {
  NYSC_STATES,
  PLACEMENT_TYPE_MESSAGE,
  PLACEMENT_TYPES,
  ROLE_TERMS,
  ROLE_TYPES,
  RolePerksSchema,
  SIWES_PROGRAMMES,
  SIWES_WEEKS,
  rolePlacementFields,
  roleFreshnessFields,
} from './roles.schemas.js'
import { StatusCountsSchema } from '../applications/pipeline.schemas.js'
import { todayInLagos } from '../shared/format.js'
import { ROLE_STATES } from './role-state.rules.js'
import { ROLE_CLOSED_REASONS } from './role-freshness.rules.js'
import {
  ScreeningQuestionSchema,
  ScreeningQuestionsInputSchema,
} from './screening-questions.schemas.js'
import { ApplicationCapSchema, placesLeftField } from './applicant-cap.schemas.js'

export const ROLE_TITLE_MAX_LENGTH = 50
export const ROLE_SUMMARY_MAX_LENGTH = 2000
export const ROLE_LIST_ITEM_MAX_LENGTH = 300
export const ROLE_LIST_MAX_ITEMS = 30
export const ROLE_DURATION_MIN = 1
export const ROLE_DURATION_MAX = 12
export const ROLE_SALARY_MAX = 100_000_000
export const ROLE_LOCATION_FALLBACK = 'Not specified'
export const COMPANY_ROLES_PAGE_SIZE = 10

export const ROLE_MESSAGES = {
  titleRequired: 'Role title is required',
  titleTooLong: `Role title must be at most ${ROLE_TITLE_MAX_LENGTH} characters`,
  summaryRequired: 'Role summary is required',
  responsibilitiesRequired: 'Responsibilities are required',
  requirementsRequired: 'Requirements are required',
  minimumRequired: 'Minimum compensation is required',
  minimumSalaryRequired: 'Minimum salary is required',
  negative: 'Compensation cannot be negative',
  maximumBelowMinimum: 'Maximum compensation cannot be less than the minimum',
  locationRequired: 'Location is required',
  typeRequired: 'Work type is required',
  placementTypeRequired: 'Choose Internship, SIWES/IT, NYSC (PPA) or Graduate role',
  siwesWeeksRequired: 'SIWES/IT placements last 16 or 24 weeks: choose one',
  siwesProgrammesRequired: 'Choose at least one programme: ND, HND, NCE or BSc',
  nyscStateRequired: "Choose the state of the corps member's place of primary assignment",
  unpaidWarning:
    'Unpaid roles get fewer applicants. Even a small stipend, transport or meals draws more of them.',
  durationRange: `Choose a duration from ${ROLE_DURATION_MIN} to ${ROLE_DURATION_MAX}`,
  termRequired: 'Choose month or year(s)',
  deadlineInvalid: 'Enter the deadline as a date',
  deadlinePast: 'The application deadline cannot be in the past',
  formInvalid: 'Please fill out all required fields correctly before proceeding.',
  notFound: 'Role not found.',
  profileIncomplete:
    'Complete your company profile before posting roles. You cannot post internships, NYSC slots or hire until it is complete.',
  created: 'Role created successfully!',
  updated: 'Role updated successfully!',
  deleted: 'Role deleted successfully!',
  removedNoChange:
    'Internplace removed this role, so it can no longer be edited, closed or reopened. You can still delete it.',
} as const

/** One item per line; blank lines are dropped (spec §5). Accepts the lines or a list. */
export const splitLines = (value: string | string[]) =>
  (Array.isArray(value) ? value : value.split('\n')).map((item) => item.trim()).filter(Boolean)

const lineList = (message: string) =>
  z
    .union([z.string(), z.array(z.string())], { message })
    .transform(splitLines)
    .pipe(
      z
        .array(
          z
            .string()
            .max(
              ROLE_LIST_ITEM_MAX_LENGTH,
              `Each line must be at most ${ROLE_LIST_ITEM_MAX_LENGTH} characters`,
            ),
        )
        .min(1, message)
        .max(ROLE_LIST_MAX_ITEMS, `At most ${ROLE_LIST_MAX_ITEMS} lines`),
    )

const salary = (requiredMessage: string) =>
  z
    .number({ message: requiredMessage })
    .int('Enter whole naira')
    .min(0, ROLE_MESSAGES.negative)
    .max(ROLE_SALARY_MAX, 'Enter a realistic monthly amount')

const deadline = z
  .union([z.iso.date({ message: ROLE_MESSAGES.deadlineInvalid }), z.literal(''), z.null()])
  .optional()
  .transform((value) => value || null)
  .refine((value) => value === null || value >= todayInLagos(), ROLE_MESSAGES.deadlinePast)

const COVER_NOTE_CHOICE = 'asksCoverNote must be true or false'

const roleFields = {
  title: singleLine(
    z
      .string({ message: ROLE_MESSAGES.titleRequired })
      .trim()
      .min(1, ROLE_MESSAGES.titleRequired)
      .max(ROLE_TITLE_MAX_LENGTH, ROLE_MESSAGES.titleTooLong),
  ),
  roleSummary: z
    .string({ message: ROLE_MESSAGES.summaryRequired })
    .trim()
    .min(1, ROLE_MESSAGES.summaryRequired)
    .max(
      ROLE_SUMMARY_MAX_LENGTH,
      `Role summary must be at most ${ROLE_SUMMARY_MAX_LENGTH} characters`,
    ),
  responsibilities: lineList(ROLE_MESSAGES.responsibilitiesRequired),
  requirements: lineList(ROLE_MESSAGES.requirementsRequired),
  minimumSalary: salary(ROLE_MESSAGES.minimumRequired),
  maximumSalary: salary('Enter a number').nullable().optional().default(null),
  /** Required, but whitespace alone falls back to 'Not specified' (spec §5). */
  location: singleLine(
    z
      .string({ message: ROLE_MESSAGES.locationRequired })
      .min(1, ROLE_MESSAGES.locationRequired)
      .max(120, 'Location must be at most 120 characters'),
  ).transform((value) => value.trim() || ROLE_LOCATION_FALLBACK),
  type: z.enum(ROLE_TYPES, { message: ROLE_MESSAGES.typeRequired }),
  duration: z
    .number({ message: ROLE_MESSAGES.durationRange })
    .int(ROLE_MESSAGES.durationRange)
    .min(ROLE_DURATION_MIN, ROLE_MESSAGES.durationRange)
    .max(ROLE_DURATION_MAX, ROLE_MESSAGES.durationRange),
  term: z.enum(ROLE_TERMS, { message: ROLE_MESSAGES.termRequired }),
  applicationDeadline: deadline,
  ...placementInputFields(),
  /** Applying takes a short cover note (decision 065). */
  asksCoverNote: z.boolean({ message: COVER_NOTE_CHOICE }).optional().default(false),
  /** Screening questions asked when applying (decision 069). */
  questions: ScreeningQuestionsInputSchema.optional().default([]),
  /** How many applications it takes; null for no cap (decision 071). */
  applicationCap: ApplicationCapSchema.optional().default(null),
}

function placementInputFields() {
  return {
    /** Roles posted before placement types were asked for are internships. */
    placementType: z
      .enum(PLACEMENT_TYPES, { message: ROLE_MESSAGES.placementTypeRequired })
      .default('internship'),
    siwesWeeks: z
      .union(
        SIWES_WEEKS.map((weeks) => z.literal(weeks)),
        { message: ROLE_MESSAGES.siwesWeeksRequired },
      )
      .nullish()
      .transform((weeks) => weeks ?? null),
    siwesProgrammes: z
      .array(z.enum(SIWES_PROGRAMMES, { message: ROLE_MESSAGES.siwesProgrammesRequired }), {
        message: ROLE_MESSAGES.siwesProgrammesRequired,
      })
      .nullish()
      .transform((programmes) => SIWES_PROGRAMMES.filter((one) => programmes?.includes(one))),
    /** A form's empty choice ('') is no state. */
    nyscState: z
      .union([z.enum(NYSC_STATES, { message: ROLE_MESSAGES.nyscStateRequired }), z.literal('')], {
        message: ROLE_MESSAGES.nyscStateRequired,
      })
      .nullish()
      .transform((state) => state || null),
    perks: RolePerksSchema.optional().default({}),
  }
}

const compensation = z.object({
  minimumSalary: roleFields.minimumSalary,
  maximumSalary: roleFields.maximumSalary,
})

/**
 * Checked as soon as both amounts are valid, even while other fields are empty, so a form can say
 * it on the maximum field as the amounts are typed.
 */
const maximumNotBelowMinimum = (role: { minimumSalary?: number; maximumSalary?: number | null }) =>
  role.maximumSalary == null ||
  role.minimumSalary === undefined ||
  role.maximumSalary >= role.minimumSalary
const maximumBelowMinimumIssue = {
  message: ROLE_MESSAGES.maximumBelowMinimum,
  path: ['maximumSalary'],
  when: (payload: { value: unknown }) => compensation.safeParse(payload.value).success,
}

const placement = z.object({
  placementType: roleFields.placementType,
  siwesWeeks: roleFields.siwesWeeks,
  siwesProgrammes: roleFields.siwesProgrammes,
  nyscState: roleFields.nyscState,
})
type PlacementValues = z.output<typeof placement>

/**
 * What a SIWES/IT or NYSC role must also say, checked as soon as the placement fields are valid
 * (like the compensation), so the form says it beside the field that is missing.
 */
const placementRules: {
  isMissing: (values: PlacementValues) => boolean
  message: string
  path: [keyof PlacementValues]
}[] = [
  {
    isMissing: (v) => v.placementType === 'siwes' && v.siwesWeeks === null,
    message: ROLE_MESSAGES.siwesWeeksRequired,
    path: ['siwesWeeks'],
  },
  {
    isMissing: (v) => v.placementType === 'siwes' && v.siwesProgrammes.length === 0,
    message: ROLE_MESSAGES.siwesProgrammesRequired,
    path: ['siwesProgrammes'],
  },
  {
    isMissing: (v) => v.placementType === 'nysc' && v.nyscState === null,
    message: ROLE_MESSAGES.nyscStateRequired,
    path: ['nyscState'],
  },
]

function withPlacementRules<T extends z.ZodType>(schema: T): T {
  let checked = schema
  for (const rule of placementRules) {
    checked = checked.refine(
      (value) => {
        const parsed = placement.safeParse(value)
        return !parsed.success || !rule.isMissing(parsed.data)
      },
      {
        message: rule.message,
        path: rule.path,
        when: (payload) => placement.safeParse(payload.value).success,
      },
    ) as T
  }
  return checked
}

/** `POST /roles/add-role`. `duration` counts `term`s; the server stores months. */
export const RoleInputSchema = withPlacementRules(
  z.object(roleFields).refine(maximumNotBelowMinimum, maximumBelowMinimumIssue),
)
export type RoleInput = z.input<typeof RoleInputSchema>
export type RoleValues = z.output<typeof RoleInputSchema>

/**
 * `PATCH /roles/{id}`: the same fields, the work type optional (spec §7 sends none). Without a
 * placement type the role's placement (type, SIWES/NYSC details) is left as it is, and without
 * perks its perks are.
 */
export const RoleUpdateSchema = withPlacementRules(
  z
    .object({
      ...roleFields,
      type: roleFields.type.optional(),
      placementType: z
        .enum(PLACEMENT_TYPES, { message: ROLE_MESSAGES.placementTypeRequired })
        .optional(),
      perks: RolePerksSchema.optional(),
      // Without it, an edit leaves the role's choice as it is.
      asksCoverNote: z.boolean({ message: COVER_NOTE_CHOICE }).optional(),
      // Without them, an edit leaves the role's questions as they are.
      questions: ScreeningQuestionsInputSchema.optional(),
      // Without it, an edit leaves the role's cap as it is.
      applicationCap: ApplicationCapSchema.optional(),
    })
    .refine(maximumNotBelowMinimum, maximumBelowMinimumIssue),
)
export type RoleUpdate = z.input<typeof RoleUpdateSchema>

/** A role as its company manages it. `duration` is in months; `term` is how it was chosen. */
export const CompanyRoleSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  roleSummary: z.string(),
  responsibilities: z.array(z.string()),
  requirements: z.array(z.string()),
  location: z.string(),
  type: z.enum(ROLE_TYPES),
  ...rolePlacementFields,
  minimumSalary: z.number().int(),
  maximumSalary: z.number().int().nullable(),
  applicationDeadline: z.string().nullable(),
  duration: z.number().int(),
  term: z.enum(ROLE_TERMS),
  asksCoverNote: z.boolean(),
  questions: z.array(ScreeningQuestionSchema),
  /** Whether any applicant answered its questions: kept questions can no longer change. */
  questionsAnswered: z.boolean(),
  /** How many applications it takes, and how many more it will (decision 071); null: no cap. */
  applicationCap: z.number().int().nullable(),
  placesLeft: placesLeftField,
  applicants: z.number().int(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  /**
   * Set while the no-fee policy holds the role for review (decision 022): it is not public, and
   * `reason` says why. Null for a role that is public (or removed).
   */
  heldForReview: z.object({ since: z.iso.datetime(), reason: z.string() }).nullable(),
  /** When the company closed the role early; it takes no applications until reopened. */
  closedAt: z.iso.datetime().nullable(),
  ...roleFreshnessFields,
  /** Null when the company closed it; 'no_review' when it closed itself (decision 070). */
  closedReason: z.enum(ROLE_CLOSED_REASONS).nullable(),
  /** While it is open: when it closes itself unless the company reviews or keeps it open. */
  closesItselfAt: z.iso.datetime().nullable(),
  /** Set once an operator removed it: it is gone from every list and cannot be changed. */
  removed: z.object({ at: z.iso.datetime(), reason: z.string().nullable() }).nullable(),
  /** Where it stands (domain roleState), as every screen names it. */
  state: z.enum(ROLE_STATES),
  /** Its applicants in each status (issue 14). */
  statusCounts: StatusCountsSchema,
})
export type CompanyRole = z.infer<typeof CompanyRoleSchema>

export const CompanyRolesQuerySchema = PageQuerySchema.extend({
  placementType: z.enum(PLACEMENT_TYPES, { message: PLACEMENT_TYPE_MESSAGE }).optional(),
})

/**
 * A page of the company's roles, and how many of all its roles take applications
 * (`isTakingApplications`, and not removed): the onboarding's 'Start Hiring' step, whatever the page.
 */
export const CompanyRolesPageSchema = pageOf(CompanyRoleSchema).extend({
  takingApplications: z.number().int(),
  /** Applicants of the company undecided for more than 7 days (the dashboard's figure). */
  waitingApplicants: z.number().int(),
})
export type CompanyRolesPage = z.infer<typeof CompanyRolesPageSchema>

/** How many `term`s a stored duration is, for the edit form's 1–12 picker. */
export const durationInTerms = (months: number, term: (typeof ROLE_TERMS)[number]) =>
  term === 'month' ? months : Math.max(1, Math.round(months / 12))
