import type { CompanyAccountPreferences, CompanyMe, CompanyRole, Conversation } from '@app/domain'
import {
  COMPANY_SECTIONS,
  COMPANY_WIZARD_STEPS,
  DEFAULT_ACCOUNT_PREFERENCES,
  isTakingApplications,
  roleState,
} from '@app/domain'

let sequence = 0
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`

export function aCompanyRole(overrides: Partial<CompanyRole> = {}): CompanyRole {
  sequence += 1
  const role: Omit<CompanyRole, 'state'> = {
    id: uuid(sequence),
    title: `Product Design Intern ${sequence}`,
    roleSummary: 'Design screens for our payments app with the product team.',
    responsibilities: ['Design screens', 'Run usability sessions'],
    requirements: ['Figma', 'A portfolio'],
    location: 'Lagos',
    type: 'hybrid',
    minimumSalary: 50_000,
    maximumSalary: 80_000,
    applicationDeadline: null,
    duration: 6,
    term: 'month',
    asksCoverNote: false,
    questions: [],
    questionsAnswered: false,
    applicationCap: null,
    placesLeft: null,
    applicants: 0,
    createdAt: '2026-11-01T09:00:00.000Z',
    updatedAt: '2026-11-01T09:00:00.000Z',
    placementType: 'internship',
    siwesWeeks: null,
    siwesProgrammes: [],
    nyscState: null,
    perks: { accommodation: false, transport: false, meals: false },
    heldForReview: null,
    closedAt: null,
    postedAt: '2026-11-01T09:00:00.000Z',
    activelyReviewing: false,
    closedReason: null,
    closesItselfAt: null,
    removed: null,
    statusCounts: { pending: 0, in_review: 0, accepted: 0, rejected: 0, no_response: 0 },
    ...overrides,
  }
  // The state the server would answer for these facts, unless the test names one.
  const state = roleState({
    ...role,
    heldForReviewAt: role.heldForReview?.since,
    removedAt: role.removed?.at,
  })
  return { ...role, state: overrides.state ?? state }
}

export const rolePage = (docs: CompanyRole[], page = 1, totalDocs = docs.length, limit = 10) => {
  const totalPages = Math.max(1, Math.ceil(totalDocs / limit))
  return {
    docs,
    meta: {
      page,
      limit,
      totalDocs,
      totalPages,
      hasPrevPage: page > 1,
      hasNextPage: page < totalPages,
    },
  }
}

/**
 * A page of GET /roles: the company's roles, and how many of all its roles take applications
 * (the server counts them all; by default, those of this page).
 */
export const companyRolePage = (
  docs: CompanyRole[],
  {
    page = 1,
    totalDocs = docs.length,
    takingApplications = docs.filter((role) => isTakingApplications(role.applicationDeadline))
      .length,
    waitingApplicants = 0,
  }: {
    page?: number
    totalDocs?: number
    takingApplications?: number
    waitingApplicants?: number
  } = {},
) => ({ ...rolePage(docs, page, totalDocs), takingApplications, waitingApplicants })

export function aCompany(overrides: Partial<CompanyMe> = {}): CompanyMe {
  return {
    id: '0b7a8c2e-5d1f-4c3a-9e8b-1a2b3c4d5e6f',
    email: 'talent@paystride.ng',
    companyName: 'PayStride',
    establishedDate: '2019-03-01',
    countryCode: '+234',
    phoneNumber: '8031234567',
    industryType: 'Fintech',
    address: '12 Herbert Macaulay Way',
    city: 'Yaba',
    state: 'Lagos',
    bio: 'Payments for Nigerian businesses.',
    logoUrl: null,
    media1Url: null,
    media2Url: null,
    media3Url: null,
    media4Url: null,
    media5Url: null,
    activeWeekDays: ['Monday'],
    workHours: [],
    socialMedia: {},
    verificationDocument: null,
    verified: true,
    rcNumber: null,
    verificationStatus: 'verified',
    verificationSubmittedAt: '2026-01-02T09:00:00.000Z',
    verificationNote: null,
    rolesArePublic: true,
    progress: 100,
    profileComplete: true,
    sections: Object.fromEntries(
      COMPANY_SECTIONS.map((name) => [name, true]),
    ) as CompanyMe['sections'],
    steps: Object.fromEntries(
      COMPANY_WIZARD_STEPS.map((name) => [name, true]),
    ) as CompanyMe['steps'],
    ...overrides,
  }
}

export const somePreferences = (): CompanyAccountPreferences =>
  structuredClone(DEFAULT_ACCOUNT_PREFERENCES.company)

/** One chat in an inbox: its newest message, and how much of it is unread. */
export function aConversation(
  overrides: Partial<Omit<Conversation, 'lastMessage'>> & {
    lastMessage?: Partial<Conversation['lastMessage']>
  } = {},
): Conversation {
  const { lastMessage, ...rest } = overrides
  return {
    application: { id: '00000000-0000-4000-8000-000000000401' },
    roleTitle: 'Product Design Intern',
    counterpart: { name: 'Adaeze Okafor', imageUrl: null, deleted: false },
    unreadCount: 0,
    ...rest,
    lastMessage: {
      id: '00000000-0000-4000-8000-000000000501',
      sender: 'user',
      message: 'Thanks for the update!',
      createdAt: new Date(2026, 10, 3, 14, 5).toISOString(),
      ...lastMessage,
    },
  }
}
