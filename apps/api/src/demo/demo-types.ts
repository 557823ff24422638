import type { InterviewMode, LetterInput, RejectionReason, RoleTerm, RoleType } from '@app/domain'
import type { WorkHours } from '../db/schema.js'

export type DemoCompanyKey =
  | 'paystride'
  | 'arewa'
  | 'deltaline'
  | 'meridian'
  | 'adeyemiBello'
  | 'ogunpa'
  | 'savannah'
  | 'osisioma'
  | 'quaFalls'
  | 'sahel'
  | 'coalCity'
  | 'lekkiPearl'
  | 'ikejaPrint'

export interface DemoCompany {
  key: DemoCompanyKey
  email: string
  companyName: string
  establishedDate: string
  phoneNumber: string
  industryType: string
  address: string
  city: string
  state: string
  bio: string
  activeWeekDays: string[]
  workHours: WorkHours[]
  socialMedia: Record<string, string>
  /** 'verified': CAC document checked by an admin; 'pending': uploaded, not yet checked. */
  verification: 'verified' | 'pending' | 'none'
  /** The CAC registration number given in basic info. */
  rcNumber: string
  joinedDaysAgo: number
}

export interface DemoRole {
  /** Unique among demo roles; applications and saved roles point at it. */
  key: string
  company: DemoCompanyKey
  title: string
  roleSummary: string
  responsibilities: string[]
  requirements: string[]
  location: string
  type: RoleType
  minimumSalary: number
  maximumSalary: number | null
  /** Days from start-up to the deadline; null for no deadline. */
  deadlineInDays: number | null
  duration: number
  term: RoleTerm
  postedDaysAgo: number
}

export interface DemoInternProfile {
  firstName: string
  lastName: string
  dateOfBirth: string
  phoneNumber: string
  gender: 'male' | 'female'
  address: string
  bio: string
  preferredIndustry: string
  intendedDuration: number
  locationPreference: string
  fieldOfStudy: string
  institutionName: string
  yearOfEntry: number
  yearOfGraduation: number
  skills: string[]
  resumeUrl: string | null
}

export interface DemoIntern {
  key: string
  email: string
  /** Null: signed up, wizard not started. */
  profile: DemoInternProfile | null
  joinedDaysAgo: number
  savedRoles: string[]
}

export interface DemoMessage {
  sender: 'company' | 'user'
  body: string
  daysAgo: number
}

/**
 * An interview of a demo application (decision 030). Times count from start-up: proposed times
 * lie ahead (`slotsInDays`, at 10:00 WAT); a scheduled one has chosen `chosenSlot`.
 */
export interface DemoInterview {
  status: 'proposed' | 'scheduled' | 'cancelled'
  mode: InterviewMode
  /** The video link, or the address of an in-person interview. */
  where: string
  note?: string
  proposedDaysAgo: number
  /** Whole days from start-up; each slot starts at 10:00 WAT. */
  slotsInDays: number[]
  durationMinutes: number
  /** Scheduled: the slot the intern chose, and when. */
  chosenSlot?: number
  chosenDaysAgo?: number
  /** Cancelled: when, and the note the intern read. */
  cancelledDaysAgo?: number
  cancelNote?: string
}

/** Omit on each member of a union (Omit on the union keeps only the members' common keys). */
type OmitEach<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never

/** An acceptance letter issued for an accepted demo application (decision 031). */
export interface DemoLetter {
  issuedDaysAgo: number
  /** Whole days from start-up to the first day (the reporting date, for NYSC). */
  startInDays: number
  /** The letter's inputs but the intern's name (from the profile) and the start date. */
  input: OmitEach<LetterInput, 'internName' | 'startDate'>
}

export interface DemoApplication {
  intern: string
  role: string
  status: 'pending' | 'in_review' | 'accepted' | 'rejected'
  appliedDaysAgo: number
  openedDaysAgo?: number
  decidedDaysAgo?: number
  /** Why a rejected one was rejected, when the company said (decision 029). */
  rejection?: { reason: RejectionReason; note?: string }
  interview?: DemoInterview
  letter?: DemoLetter
  messages: DemoMessage[]
}
