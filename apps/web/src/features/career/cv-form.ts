import {
  CV_REFEREES_DEFAULT,
  type Cv,
  type CvFields,
  type CvInput,
  type CvLook,
  type NyscStatus,
} from '@app/domain'

/*
 * The CV form's values as the inputs hold them (text, one line per achievement), and their way to
 * the API's fields and back. Each entry keeps a key of its own, so removing one keeps the others'
 * inputs (and what is typed in them) where they are.
 */

let nextKey = 0
const newKey = () => `entry-${++nextKey}`

export interface ExperienceValues {
  key: string
  organisation: string
  title: string
  place: string
  from: string
  to: string
  /** One achievement a line. */
  bullets: string
}
export interface ProjectValues {
  key: string
  name: string
  description: string
  link: string
}
export interface ActivityValues {
  key: string
  title: string
  organisation: string
  description: string
}

export interface CvFormValues {
  summary: string
  experience: ExperienceValues[]
  projects: ProjectValues[]
  activities: ActivityValues[]
  referees: string
  nyscStatus: NyscStatus | ''
  nyscYear: string
  stateOfOrigin: string
  showStateOfOrigin: boolean
  showPhoto: boolean
  look: CvLook
}

export const blankExperience = (): ExperienceValues => ({
  key: newKey(),
  organisation: '',
  title: '',
  place: '',
  from: '',
  to: '',
  bullets: '',
})
export const blankProject = (): ProjectValues => ({
  key: newKey(),
  name: '',
  description: '',
  link: '',
})
export const blankActivity = (): ActivityValues => ({
  key: newKey(),
  title: '',
  organisation: '',
  description: '',
})

export function formOf(cv: CvFields): CvFormValues {
  return {
    summary: cv.summary,
    experience: cv.experience.map((entry) => ({
      key: newKey(),
      organisation: entry.organisation,
      title: entry.title,
      place: entry.place,
      from: entry.from,
      to: entry.to ?? '',
      bullets: entry.bullets.join('\n'),
    })),
    projects: cv.projects.map((project) => ({ key: newKey(), ...project })),
    activities: cv.activities.map((activity) => ({ key: newKey(), ...activity })),
    referees: cv.referees,
    nyscStatus: cv.nyscStatus ?? '',
    nyscYear: cv.nyscYear === null ? '' : String(cv.nyscYear),
    stateOfOrigin: cv.stateOfOrigin ?? '',
    showStateOfOrigin: cv.showStateOfOrigin,
    showPhoto: cv.showPhoto,
    look: cv.look,
  }
}

const linesOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
const withoutKey = <T extends { key: string }>({ key: _key, ...rest }: T) => rest

/** What is sent: the schema checks it (and the server again). */
export function inputOf(form: CvFormValues): CvInput {
  const year = form.nyscYear.trim()
  return {
    summary: form.summary,
    experience: form.experience.map((entry) => ({
      ...withoutKey(entry),
      to: entry.to || null,
      bullets: linesOf(entry.bullets),
    })),
    projects: form.projects.map(withoutKey),
    activities: form.activities.map(withoutKey),
    referees: form.referees,
    nyscStatus: form.nyscStatus || null,
    nyscYear: year === '' ? null : /^\d+$/.test(year) ? Number(year) : Number.NaN,
    stateOfOrigin: (form.stateOfOrigin || null) as CvInput['stateOfOrigin'],
    showStateOfOrigin: form.showStateOfOrigin,
    showPhoto: form.showPhoto,
    look: form.look,
  }
}

/**
 * The fields the preview draws while the form is being typed, checked or not: the preview shows
 * what is there, and the check comes when it is saved.
 */
export function previewFieldsOf(form: CvFormValues): CvFields {
  const input = inputOf(form)
  const trimmed = (text: string) => text.trim()
  return {
    ...(input as CvFields),
    summary: form.summary.trim(),
    experience: (input.experience ?? [])
      .filter((entry) => entry.title.trim() || entry.organisation.trim())
      .map((entry) => ({
        organisation: trimmed(entry.organisation),
        title: trimmed(entry.title),
        place: trimmed(entry.place ?? ''),
        from: entry.from,
        to: entry.to ?? null,
        bullets: entry.bullets ?? [],
      })),
    projects: form.projects.filter((project) => project.name.trim()).map(withoutKey),
    activities: form.activities.filter((activity) => activity.title.trim()).map(withoutKey),
    referees: form.referees.trim() || CV_REFEREES_DEFAULT,
    nyscYear: Number.isFinite(input.nyscYear) ? (input.nyscYear ?? null) : null,
  }
}

/** The form's own fields of a CV, to compare with what is typed (unsaved changes). */
export const savedFormOf = (cv: Cv) => JSON.stringify(inputOf(formOf(cv)))

/**
 * An error's field as the form shows it: a line of 'What you did' ('experience.0.bullets.2') is
 * shown on the whole box ('experience.0.bullets').
 */
export function formErrorsOf(errors: Record<string, string>): Record<string, string> {
  const found: Record<string, string> = {}
  for (const [path, message] of Object.entries(errors)) {
    const field = path.replace(/^(experience\.\d+\.bullets)\.\d+$/, '$1')
    found[field] ??= message
  }
  return found
}
