import { pageMeta, type CompanyApplication } from '@app/domain'

let sequence = 100
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`

export function aCompanyApplication(
  overrides: Partial<CompanyApplication> = {},
  user: Partial<CompanyApplication['user']> = {},
): CompanyApplication {
  sequence += 1
  return {
    id: uuid(sequence),
    status: 'pending',
    createdAt: '2026-11-03T09:00:00.000Z',
    updatedAt: '2026-11-03T09:00:00.000Z',
    resumeUrl: 'https://files.example/resume.pdf',
    resumeExpired: false,
    role: { id: uuid(900), title: 'Product Design Intern', placementType: 'internship' },
    user: {
      id: uuid(sequence + 500),
      firstName: 'Adaeze',
      lastName: 'Okafor',
      otherName: null,
      email: 'adaeze@example.com',
      profileImageUrl: null,
      institutionName: 'University of Lagos',
      fieldOfStudy: 'Computer Science',
      yearOfEntry: 2021,
      yearOfGraduation: 2025,
      isPostgraduate: false,
      bio: 'I design and build things.',
      gender: 'female',
      phoneNumber: '8031234567',
      countryCode: '+234',
      intendedDuration: 6,
      preferredIndustry: 'Fintech',
      skills: ['Figma'],
      ...user,
    },
    rejection: null,
    coverNote: null,
    answers: [],
    meetsDealBreakers: true,
    letter: null,
    nyscRejection: null,
    ...overrides,
  }
}

export const applicationPage = <T extends { status?: string }>(
  docs: T[],
  page = 1,
  totalDocs = docs.length,
  limit = 5,
) => {
  const counts = { pending: 0, in_review: 0, accepted: 0, rejected: 0, no_response: 0 }
  for (const doc of docs) {
    if (doc.status && doc.status in counts) counts[doc.status as keyof typeof counts] += 1
  }
  return {
    docs,
    counts,
    meta: pageMeta(page, limit, totalDocs),
  }
}
