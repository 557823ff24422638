import {
  durationInTerms,
  NYSC_STATES,
  PERKS,
  PLACEMENT_TYPES,
  ROLE_TERMS,
  SIWES_PROGRAMMES,
  SIWES_WEEKS,
  ROLE_TITLE_MAX_LENGTH,
  ROLE_TYPES,
  SCREENING_QUESTION_KINDS,
  SCREENING_QUESTIONS_MAX,
  type CompanyRole,
  type RoleInput,
  type ScreeningQuestionInput,
} from '@app/domain'

/** What the role form holds: list fields as one item per line, salaries as numbers or empty. */
export type RoleFormValues = RoleInput

export const EMPTY_ROLE: Partial<RoleFormValues> = {
  title: '',
  roleSummary: '',
  responsibilities: '',
  requirements: '',
  minimumSalary: undefined,
  maximumSalary: null,
  location: '',
  type: undefined,
  duration: 1,
  term: 'year(s)',
  applicationDeadline: '',
  placementType: 'internship',
  siwesWeeks: null,
  siwesProgrammes: [],
  nyscState: '',
  perks: { accommodation: false, transport: false, meals: false },
  asksCoverNote: false,
  questions: [],
  applicationCap: null,
}

/** The edit form's starting values: lists back to lines, months back to the chosen term. */
export function roleToFormValues(role: CompanyRole): RoleFormValues {
  return {
    title: role.title.slice(0, ROLE_TITLE_MAX_LENGTH),
    roleSummary: role.roleSummary,
    responsibilities: role.responsibilities.join('\n'),
    requirements: role.requirements.join('\n'),
    minimumSalary: role.minimumSalary,
    maximumSalary: role.maximumSalary,
    location: role.location,
    type: role.type,
    duration: durationInTerms(role.duration, role.term),
    term: role.term,
    applicationDeadline: role.applicationDeadline?.slice(0, 10) ?? '',
    placementType: role.placementType,
    siwesWeeks: isOneOf(SIWES_WEEKS, role.siwesWeeks) ? role.siwesWeeks : null,
    siwesProgrammes: role.siwesProgrammes,
    nyscState: isOneOf(NYSC_STATES, role.nyscState) ? role.nyscState : '',
    perks: role.perks,
    asksCoverNote: role.asksCoverNote,
    questions: role.questions,
    applicationCap: role.applicationCap,
  }
}

const isDraftQuestion = (raw: unknown): raw is ScreeningQuestionInput =>
  !!raw &&
  typeof raw === 'object' &&
  isOneOf(SCREENING_QUESTION_KINDS, (raw as Record<string, unknown>).kind) &&
  typeof (raw as Record<string, unknown>).text === 'string'

const isOneOf = <T extends string | number>(list: readonly T[], value: unknown): value is T =>
  list.includes(value as T)

/** Keeps only the fields a draft may hold, with the right types; anything else is dropped. */
function toDraft(raw: unknown): Partial<RoleFormValues> | null {
  if (!raw || typeof raw !== 'object') return null
  const value = raw as Record<string, unknown>
  const draft: Partial<RoleFormValues> = {}
  for (const key of [
    'title',
    'roleSummary',
    'responsibilities',
    'requirements',
    'location',
  ] as const)
    if (typeof value[key] === 'string') draft[key] = value[key]
  if (typeof value.applicationDeadline === 'string')
    draft.applicationDeadline = value.applicationDeadline
  if (typeof value.minimumSalary === 'number') draft.minimumSalary = value.minimumSalary
  if (typeof value.maximumSalary === 'number') draft.maximumSalary = value.maximumSalary
  if (typeof value.duration === 'number') draft.duration = value.duration
  if (isOneOf(ROLE_TERMS, value.term)) draft.term = value.term
  if (isOneOf(ROLE_TYPES, value.type)) draft.type = value.type
  if (isOneOf(PLACEMENT_TYPES, value.placementType)) draft.placementType = value.placementType
  if (isOneOf(SIWES_WEEKS, value.siwesWeeks)) draft.siwesWeeks = value.siwesWeeks
  if (Array.isArray(value.siwesProgrammes))
    draft.siwesProgrammes = value.siwesProgrammes.filter((p) => isOneOf(SIWES_PROGRAMMES, p))
  if (isOneOf(NYSC_STATES, value.nyscState)) draft.nyscState = value.nyscState
  if (typeof value.asksCoverNote === 'boolean') draft.asksCoverNote = value.asksCoverNote
  if (typeof value.applicationCap === 'number') draft.applicationCap = value.applicationCap
  // Half-typed questions are kept as typed; the schema checks them when the form is sent.
  if (Array.isArray(value.questions))
    draft.questions = value.questions.filter(isDraftQuestion).slice(0, SCREENING_QUESTIONS_MAX)
  if (value.perks && typeof value.perks === 'object') {
    const perks = value.perks as Record<string, unknown>
    draft.perks = Object.fromEntries(PERKS.map((perk) => [perk, perks[perk] === true]))
  }
  return draft
}

const hasContent = (draft: Partial<RoleFormValues>) =>
  [draft.title, draft.roleSummary, draft.responsibilities, draft.requirements, draft.location].some(
    (text) => typeof text === 'string' && text.trim() !== '',
  ) || typeof draft.minimumSalary === 'number'

/**
 * What was typed into a role form, kept in this browser so a reload loses nothing. The new-role
 * draft is per company; an edit's draft is per role.
 */
export const roleDraft = {
  newRoleKey: (companyId: string) => `internplace.roleDraft.${companyId}`,
  editKey: (roleId: string) => `internplace.roleEdit.${roleId}`,
  read(key: string): Partial<RoleFormValues> | null {
    try {
      const draft = toDraft(JSON.parse(localStorage.getItem(key) ?? 'null'))
      return draft && hasContent(draft) ? draft : null
    } catch {
      return null
    }
  },
  save(key: string, values: Partial<RoleFormValues>) {
    try {
      localStorage.setItem(key, JSON.stringify(values))
    } catch {
      // Storage full or blocked: the form still works, only the reload safety net is lost.
    }
  },
  clear: (key: string) => localStorage.removeItem(key),
}
