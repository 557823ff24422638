import {
  defaultLetterKind,
  LetterInputSchema,
  type CompanyApplication,
  type LetterInput,
  type LetterKind,
} from '@app/domain'
import { applicantName } from './applicant'

/** What the letter form holds: text as typed, whatever the kind; `letterInputOf` reads it. */
export interface LetterFormValues {
  kind: LetterKind
  internName: string
  signatoryName: string
  signatoryTitle: string
  startDate: string
  roleTitle: string
  durationMonths: string
  monthlyStipend: string
  isUnpaid: boolean
  matricNumber: string
  level: string
  institutionName: string
  programme: string
  courseOfStudy: string
  weeks: string
  supervisorName: string
  supervisorPhone: string
  stateCode: string
  ppaAddress: string
  accommodationProvided: boolean
  transportProvided: boolean
}

export type LetterField = Exclude<keyof LetterFormValues, 'isUnpaid'>

/** The role's placement type, which picks the letter the form starts with. */
const placementTypeOf = (application: CompanyApplication) => application.role.placementType

/** SIWES/IT placements are usually 24 weeks (some schools ask for 16). */
const USUAL_SIWES_WEEKS = '24'

/** The form as it opens: what the application already says, so the company types the rest. */
export function initialLetterValues(application: CompanyApplication): LetterFormValues {
  const { user } = application
  return {
    kind: defaultLetterKind(placementTypeOf(application)),
    internName: applicantName(user),
    signatoryName: '',
    signatoryTitle: '',
    startDate: '',
    roleTitle: application.role.title,
    durationMonths: user.intendedDuration ? String(user.intendedDuration) : '',
    monthlyStipend: '',
    isUnpaid: false,
    matricNumber: '',
    level: '',
    institutionName: user.institutionName ?? '',
    programme: '',
    courseOfStudy: user.fieldOfStudy ?? '',
    weeks: USUAL_SIWES_WEEKS,
    supervisorName: '',
    supervisorPhone: '',
    stateCode: '',
    ppaAddress: '',
    accommodationProvided: false,
    transportProvided: false,
  }
}

/** Which fields each kind shows, besides the name, the signatory and the start date. */
export const KIND_FIELDS: Record<LetterKind, LetterField[]> = {
  offer: ['roleTitle', 'durationMonths', 'monthlyStipend'],
  siwes: [
    'matricNumber',
    'level',
    'institutionName',
    'programme',
    'courseOfStudy',
    'weeks',
    'supervisorName',
    'supervisorPhone',
  ],
  nysc: ['stateCode', 'ppaAddress', 'accommodationProvided', 'transportProvided'],
}

// An empty box is left out, so the schema says 'required' rather than 'not a number'.
const numberOf = (text: string) => (text.trim() === '' ? undefined : Number(text))

function bodyOf(values: LetterFormValues): Record<string, unknown> {
  const common = {
    kind: values.kind,
    internName: values.internName,
    signatoryName: values.signatoryName,
    signatoryTitle: values.signatoryTitle,
    startDate: values.startDate,
  }
  if (values.kind === 'offer') {
    return {
      ...common,
      roleTitle: values.roleTitle,
      durationMonths: numberOf(values.durationMonths),
      monthlyStipend: values.isUnpaid ? null : numberOf(values.monthlyStipend.replace(/,/g, '')),
    }
  }
  if (values.kind === 'siwes') {
    return {
      ...common,
      matricNumber: values.matricNumber,
      level: values.level,
      institutionName: values.institutionName,
      programme: values.programme,
      courseOfStudy: values.courseOfStudy,
      weeks: numberOf(values.weeks),
      supervisorName: values.supervisorName,
      supervisorPhone: values.supervisorPhone,
    }
  }
  return {
    ...common,
    stateCode: values.stateCode,
    ppaAddress: values.ppaAddress,
    accommodationProvided: values.accommodationProvided,
    transportProvided: values.transportProvided,
  }
}

/** The request body, checked with the server's own schema; or each failing field's message. */
export function letterInputOf(
  values: LetterFormValues,
): { input: LetterInput } | { errors: Partial<Record<LetterField, string>> } {
  const result = LetterInputSchema.safeParse(bodyOf(values))
  if (result.success) return { input: result.data }
  const errors: Partial<Record<LetterField, string>> = {}
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'kind') as LetterField
    errors[field] ??= issue.message
  }
  return { errors }
}
