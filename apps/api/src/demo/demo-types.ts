import type { RoleTerm, RoleType } from '@app/domain'
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

export interface DemoApplication {
  intern: string
  role: string
  status: 'pending' | 'in_review' | 'accepted' | 'rejected'
  appliedDaysAgo: number
  openedDaysAgo?: number
  decidedDaysAgo?: number
  messages: DemoMessage[]
}
