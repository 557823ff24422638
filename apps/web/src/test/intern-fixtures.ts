import type {
  CompanyDetails,
  InternAccountPreferences,
  InternApplication,
  InternMe,
  InternRole,
  MatchScore,
} from '@app/domain'
import { DEFAULT_ACCOUNT_PREFERENCES, INTERN_WIZARD_STEPS } from '@app/domain'

let sequence = 100
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`
const nextId = () => uuid((sequence += 1))

/**
 * 70: every requirement met (40), the field of study in the role (20), the length (10); the place
 * differs and no industry is preferred.
 */
export function aMatch(overrides: Partial<MatchScore> = {}): MatchScore {
  return {
    score: 70,
    requirementsMet: ['SQL', 'Spreadsheets'],
    requirementsMissing: [],
    parts: {
      requirements: { points: 40, of: 40, hasBasis: true },
      fieldOfStudy: { points: 20, of: 20, hasBasis: true },
      duration: { points: 10, of: 10, hasBasis: true },
      location: { points: 0, of: 15, hasBasis: true },
      industry: { points: 0, of: 15, hasBasis: false },
    },
    ...overrides,
  }
}

export function anInternRole(overrides: Partial<InternRole> = {}): InternRole {
  const id = nextId()
  return {
    id,
    title: `Data Analyst Intern ${id.slice(-3)}`,
    company: {
      id: uuid(1),
      companyName: 'PayStride',
      logoUrl: null,
      industryType: 'Fintech',
      medianResponseDays: null,
      paysOnTime: null,
      verified: true,
      profilePublic: true,
    },
    location: 'Lagos',
    type: 'remote',
    roleSummary: 'Turn payment data into weekly insight for the team.',
    responsibilities: ['Build dashboards', 'Present findings weekly'],
    requirements: ['SQL', 'Spreadsheets'],
    minimumSalary: 50_000,
    maximumSalary: 80_000,
    duration: 6,
    term: 'month',
    placementType: 'internship',
    siwesWeeks: null,
    siwesProgrammes: [],
    nyscState: null,
    perks: { accommodation: false, transport: false, meals: false },
    applicationDeadline: null,
    asksCoverNote: false,
    questions: [],
    placesLeft: null,
    createdAt: new Date().toISOString(),
    postedAt: new Date().toISOString(),
    activelyReviewing: false,
    isSaved: false,
    compatibility: 70,
    match: aMatch(),
    applicationId: null,
    closedAt: null,
    ...overrides,
  }
}

export function anIntern(overrides: Partial<InternMe> = {}): InternMe {
  return {
    id: uuid(2),
    email: 'ada.okafor@example.com',
    firstName: 'Ada',
    lastName: 'Okafor',
    otherName: null,
    dateOfBirth: '2003-05-14',
    countryCode: '+234',
    phoneNumber: '8031234567',
    gender: 'female',
    address: 'Yaba, Lagos',
    bio: 'Final-year computer science student.',
    preferredIndustry: 'Technology',
    intendedDuration: 6,
    locationPreference: 'Lagos',
    fieldOfStudy: 'Computer Science',
    institutionName: 'University of Lagos',
    yearOfEntry: 2021,
    yearOfGraduation: 2025,
    isPostgraduate: false,
    skills: ['SQL'],
    profileImageUrl: null,
    resumeUrl: 'https://files.example/resume.pdf?sig=1',
    media1Url: null,
    media2Url: null,
    media3Url: null,
    media4Url: null,
    media5Url: null,
    progress: 100,
    profileComplete: true,
    steps: Object.fromEntries(INTERN_WIZARD_STEPS.map((step) => [step, true])) as InternMe['steps'],
    createdAt: '2026-10-01T09:00:00.000Z',
    updatedAt: '2026-10-01T09:00:00.000Z',
    ...overrides,
  }
}

export function anApplication(overrides: Partial<InternApplication> = {}): InternApplication {
  const id = nextId()
  return {
    id,
    status: 'pending',
    rejection: null,
    createdAt: '2026-11-02T09:00:00.000Z',
    updatedAt: '2026-11-03T09:00:00.000Z',
    closed: false,
    roleState: 'open',
    roleTitle: `Product Design Intern ${id.slice(-3)}`,
    companyName: 'PayStride',
    location: 'Lagos',
    type: 'hybrid',
    placementType: 'internship',
    siwesWeeks: null,
    siwesProgrammes: [],
    nyscState: null,
    countryCode: '+234',
    phoneNumber: '8031234567',
    resumeUrl: 'https://files.example/resume.pdf?sig=1',
    summary: 'Design screens for our payments app.',
    responsibilities: ['Design screens', 'Run usability sessions'],
    requirements: ['Figma', 'A portfolio'],
    duration: 6,
    term: 'month',
    minimumSalary: 50_000,
    maximumSalary: 80_000,
    applicationDeadline: null,
    compatibility: 70,
    match: aMatch({ requirementsMet: ['Figma', 'A portfolio'] }),
    role: { id: nextId() },
    company: { id: uuid(1), companyName: 'PayStride', logoUrl: null, industryType: 'Fintech' },
    letter: null,
    nyscRejection: null,
    ...overrides,
  }
}

export function aCompanyDetails(overrides: Partial<CompanyDetails> = {}): CompanyDetails {
  return {
    id: uuid(1),
    companyName: 'PayStride',
    logoUrl: null,
    industryType: 'Fintech',
    bio: 'Payments for Nigerian businesses.',
    establishedDate: '2019-03-01',
    workHours: [{ day: 'Monday', start: '09:00', end: '17:00' }],
    activeWeekDays: ['Monday', 'Tuesday'],
    socialMedia: { linkedin: 'https://linkedin.com/company/paystride' },
    media: [],
    verified: true,
    medianResponseDays: null,
    paysOnTime: null,
    ...overrides,
  }
}

export const page = <T>(docs: T[], pageNumber = 1, totalDocs = docs.length, limit = 10) => {
  const totalPages = Math.max(1, Math.ceil(totalDocs / limit))
  return {
    docs,
    meta: {
      page: pageNumber,
      limit,
      totalDocs,
      totalPages,
      hasPrevPage: pageNumber > 1,
      hasNextPage: pageNumber < totalPages,
    },
  }
}

/** A signed-in intern in localStorage, as the verify step leaves it. */
export function signInIntern(id = uuid(2)) {
  localStorage.setItem('userId', id)
  localStorage.setItem('userEmail', 'ada.okafor@example.com')
  localStorage.setItem('authToken', 'token')
  localStorage.setItem('sessionExpiry', String(Date.now() + 3_600_000))
  localStorage.setItem('profileCompleted', 'true')
  localStorage.setItem('accountKind', 'intern')
}

export const someInternPreferences = (): InternAccountPreferences =>
  structuredClone(DEFAULT_ACCOUNT_PREFERENCES.intern)
