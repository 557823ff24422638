import { eq } from 'drizzle-orm'
import type { MemberKind } from '@app/domain'
import type { Db } from '../src/db/client.js'
import { accounts, companies, interns } from '../src/db/schema.js'
import { createSession } from '../src/lib/sessions.js'
import { pdfBytes, pngBytes, uploadAs } from './file-fixtures.js'
import type { TestContext } from './test-app.js'

let sequence = 0
export const uniqueEmail = (prefix = 'user') => `${prefix}.${Date.now()}.${++sequence}@example.com`

/**
 * A signed-up account of the kind with its empty profile, and a live session token. A company is
 * one an admin has verified, so its roles are public as they are in production once verified
 * (REQUIRE_VERIFIED_COMPANIES); pass `company: UNVERIFIED_COMPANY` for one still waiting.
 */
export async function createAccount(
  db: Db,
  kind: MemberKind,
  options: { email?: string; company?: Partial<typeof companies.$inferInsert> } = {},
) {
  const [account] = await db
    .insert(accounts)
    .values({ email: options.email ?? uniqueEmail(kind), kind, policiesAcceptedAt: new Date() })
    .returning()
  if (!account) throw new Error('no account')
  if (kind === 'company') {
    await db
      .insert(companies)
      .values({ accountId: account.id, ...VERIFIED_COMPANY, ...options.company })
  } else {
    await db.insert(interns).values({ accountId: account.id })
  }
  const { token } = await createSession(db, account.id, { ip: '127.0.0.1', userAgent: 'test' })
  return { account, token }
}

const VERIFIED_COMPANY: Partial<typeof companies.$inferInsert> = {
  verificationStatus: 'verified',
  verifiedAt: new Date('2026-01-05T10:00:00Z'),
}

/** A company that has not been verified: its roles are not public. */
export const UNVERIFIED_COMPANY: Partial<typeof companies.$inferInsert> = {
  verificationStatus: 'unsubmitted',
  verifiedAt: null,
}

export const COMPLETE_COMPANY: Partial<typeof companies.$inferInsert> = {
  companyName: 'Kobo Ledger Technologies',
  establishedDate: '2019-03-01',
  countryCode: '+234',
  phoneNumber: '8031234567',
  industryType: 'Finance',
  address: '12 Admiralty Way',
  city: 'Lekki',
  state: 'Lagos',
  bio: 'Payments for small businesses.',
  logoUrl: '/api/v1/files/logo.png',
  activeWeekDays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
  workHours: [{ day: 'Monday', start: '09:00', end: '17:00' }],
  socialMedia: {},
  verificationDocument: {
    type: 'CAC_Document',
    fileName: 'cac.pdf',
    s3Url: '/api/v1/files/cac.pdf',
  },
}

export const COMPLETE_INTERN: Partial<typeof interns.$inferInsert> = {
  firstName: 'Ada',
  lastName: 'Okafor',
  otherName: 'Chiamaka',
  dateOfBirth: '2002-05-14',
  countryCode: '+234',
  phoneNumber: '8034567890',
  gender: 'female',
  address: '15 Herbert Macaulay Way, Yaba, Lagos',
  bio: 'Final-year computer science student who builds web apps.',
  preferredIndustry: 'Technology',
  intendedDuration: 6,
  locationPreference: 'Lagos',
  fieldOfStudy: 'Computer Science',
  institutionName: 'University of Lagos',
  yearOfEntry: 2021,
  yearOfGraduation: 2025,
  skills: ['React', 'TypeScript'],
}

/**
 * An intern whose five wizard steps are done: a real photo and a real PDF resume uploaded through
 * the upload endpoint (so the files are theirs), the rest written to the profile row.
 */
export async function createCompleteIntern(
  t: TestContext,
  profile: Partial<typeof interns.$inferInsert> = {},
) {
  const intern = await createAccount(t.database.db, 'intern')
  const photo = await uploadAs(t.app, intern.token, await pngBytes(), 'photo.png')
  const resume = await uploadAs(t.app, intern.token, pdfBytes('Curriculum vitae'), 'cv.pdf')
  const resumeUrl: string = resume.body.data.fileUrl
  const profileImageUrl: string = photo.body.data.fileUrl
  await t.database.db
    .update(interns)
    .set({ ...COMPLETE_INTERN, profileImageUrl, resumeUrl, ...profile })
    .where(eq(interns.accountId, intern.account.id))
  return { ...intern, resumeUrl, profileImageUrl }
}

/** An admin account (as `admin:create` makes one) and a live session token. */
export async function createAdmin(db: Db, email = uniqueEmail('admin')) {
  const [account] = await db
    .insert(accounts)
    .values({ email, kind: 'admin', policiesAcceptedAt: new Date() })
    .returning()
  if (!account) throw new Error('no account')
  const { token } = await createSession(db, account.id, { ip: '127.0.0.1', userAgent: 'test' })
  return { account, token }
}
