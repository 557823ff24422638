import { formatMonthRange } from '../shared/format.js'
import { PLACEMENT_TYPE_LABELS } from '../roles/placement-types.js'
import {
  CV_REFEREES_DEFAULT,
  CV_SUMMARY_MAX_LENGTH,
  NYSC_STATUS_LABELS,
  type CvFields,
  type CvPlacement,
  type CvProfile,
} from './cv.schemas.js'

export * from './cv.schemas.js'

/*
 * What a CV says, in reading order, from the profile and the CV-only fields (decision 064). The
 * PDF (both looks) and the page's preview draw this one structure, so they cannot disagree, and
 * a parser reads the sections in the order written here.
 */

export const CV_SECTION_IDS = [
  'summary',
  'experience',
  'education',
  'skills',
  'projects',
  'activities',
  'personal',
  'referees',
] as const
export type CvSectionId = (typeof CV_SECTION_IDS)[number]

export const CV_SECTION_HEADINGS: Record<CvSectionId, string> = {
  summary: 'Profile',
  experience: 'Experience',
  education: 'Education',
  skills: 'Skills',
  projects: 'Projects',
  activities: 'Leadership and activities',
  personal: 'Personal details',
  referees: 'Referees',
}

/** One entry of a section: a job, a school, a project, or a paragraph. */
export interface CvItem {
  title?: string
  /** The organisation and place, or the school. */
  subtitle?: string
  /** 'May 2025 – Aug 2025'. */
  dates?: string
  text?: string
  bullets?: string[]
}

export interface CvSection {
  id: CvSectionId
  heading: string
  items: CvItem[]
}

export interface CvDocument {
  name: string
  /** Email, phone, address: one line on the CV. */
  contact: string[]
  showPhoto: boolean
  sections: CvSection[]
}

const joined = (parts: (string | null | undefined)[], separator = ', ') =>
  parts
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(separator)

/**
 * A placement on Internplace as a CV entry, once it has begun ('today' a Lagos day); it runs to
 * 'Present' until its end date has passed. Null before its start, or while its dates are unset.
 */
export function placementExperience(placement: CvPlacement, today: string) {
  if (!placement.startDate || placement.startDate > today) return null
  const isOver = placement.endDate !== null && placement.endDate < today
  return {
    from: placement.startDate.slice(0, 7),
    item: {
      title: placement.roleTitle || PLACEMENT_TYPE_LABELS[placement.kind],
      subtitle: joined([placement.companyName, PLACEMENT_TYPE_LABELS[placement.kind]], ' · '),
      dates: formatMonthRange(placement.startDate, isOver ? placement.endDate : null),
    } satisfies CvItem,
  }
}

function experienceItems(fields: CvFields, profile: CvProfile, today: string): CvItem[] {
  const typed = fields.experience.map((entry) => ({
    from: entry.from,
    item: {
      title: entry.title,
      subtitle: joined([entry.organisation, entry.place]),
      dates: formatMonthRange(entry.from, entry.to),
      bullets: entry.bullets,
    } satisfies CvItem,
  }))
  const placed = profile.placements
    .map((placement) => placementExperience(placement, today))
    .filter((entry) => entry !== null)
  // Newest first, as a reader expects; a stable sort keeps the intern's order within a month.
  return [...placed, ...typed].sort((a, b) => b.from.localeCompare(a.from)).map((e) => e.item)
}

function educationItems(profile: CvProfile, today: string): CvItem[] {
  if (!profile.institution && !profile.fieldOfStudy) return []
  const year = Number(today.slice(0, 4))
  const end = profile.yearOfGraduation
  const ends = end === null ? (profile.isPostgraduate ? 'Postgraduate' : '') : String(end)
  const dates = joined([profile.yearOfEntry?.toString(), ends], ' – ')
  return [
    {
      title: profile.fieldOfStudy ?? '',
      subtitle: profile.institution ?? '',
      dates: end !== null && end > year ? `${dates} (expected)` : dates,
    },
  ]
}

function personalItems(fields: CvFields): CvItem[] {
  const lines: string[] = []
  if (fields.nyscStatus) {
    const year = fields.nyscYear ? `, ${fields.nyscYear}` : ''
    lines.push(`NYSC: ${NYSC_STATUS_LABELS[fields.nyscStatus]}${year}`)
  }
  if (fields.showStateOfOrigin && fields.stateOfOrigin) {
    lines.push(`State of origin: ${fields.stateOfOrigin}`)
  }
  return lines.map((text) => ({ text }))
}

/** The CV, section by section in reading order; sections with nothing to say are left out. */
export function cvDocument(fields: CvFields, profile: CvProfile, today: string): CvDocument {
  const items: Record<CvSectionId, CvItem[]> = {
    summary: fields.summary ? [{ text: fields.summary }] : [],
    experience: experienceItems(fields, profile, today),
    education: educationItems(profile, today),
    skills: profile.skills.length > 0 ? [{ text: profile.skills.join(' · ') }] : [],
    projects: fields.projects.map((project) => ({
      title: project.name,
      subtitle: project.link,
      text: project.description,
    })),
    activities: fields.activities.map((activity) => ({
      title: activity.title,
      subtitle: activity.organisation,
      text: activity.description,
    })),
    personal: personalItems(fields),
    referees: [{ text: fields.referees }],
  }
  return {
    name: profile.name,
    contact: [profile.email, profile.phone ?? '', profile.address ?? ''].filter(Boolean),
    showPhoto: fields.showPhoto && profile.hasPhoto,
    sections: CV_SECTION_IDS.filter((id) => items[id].length > 0).map((id) => ({
      id,
      heading: CV_SECTION_HEADINGS[id],
      items: items[id],
    })),
  }
}

const SHORTENING_STEPS = [
  { maxBullets: Infinity, dropDescriptions: false },
  { maxBullets: 4, dropDescriptions: false },
  { maxBullets: 3, dropDescriptions: false },
  { maxBullets: 2, dropDescriptions: false },
  { maxBullets: 1, dropDescriptions: false },
  { maxBullets: 1, dropDescriptions: true },
  { maxBullets: 0, dropDescriptions: true },
]

/**
 * The CV made shorter, step by step, for when it runs past two pages (decision 064): first fewer
 * lines under each job (4, 3, 2, 1), then the projects' and activities' descriptions, then no lines
 * under jobs at all. Step 0 is the CV as written; null past the last step.
 */
export function shortenedCv(cv: CvDocument, step: number): CvDocument | null {
  const shape = SHORTENING_STEPS[step]
  if (!shape) return null
  const { maxBullets, dropDescriptions } = shape
  const sections = cv.sections.map((section) => ({
    ...section,
    items: section.items.map((item): CvItem => {
      if (section.id === 'experience' && item.bullets) {
        return { ...item, bullets: item.bullets.slice(0, maxBullets) }
      }
      const isDescribed = section.id === 'projects' || section.id === 'activities'
      return isDescribed && dropDescriptions ? { ...item, text: '' } : item
    }),
  }))
  return { ...cv, sections }
}

/** The CV-only fields before the first save: the summary starts from the profile's bio. */
export const defaultCvFields = (bio: string | null): CvFields => ({
  summary: (bio ?? '').trim().slice(0, CV_SUMMARY_MAX_LENGTH),
  experience: [],
  projects: [],
  activities: [],
  referees: CV_REFEREES_DEFAULT,
  nyscStatus: null,
  nyscYear: null,
  stateOfOrigin: null,
  showStateOfOrigin: false,
  showPhoto: false,
  look: 'classic',
})

/** The CV's file name: 'Adaeze-Okafor-CV.pdf', letters and digits only. */
export function cvFileName(name: string): string {
  const safe = name
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
  return `${safe || 'My'}-CV.pdf`
}
