import type { MemberKind } from '@app/domain'
import type { Db } from '../src/db/client.js'
import { accounts, companies, interns } from '../src/db/schema.js'
import { createSession } from '../src/modules/auth/sessions.js'

let sequence = 0
export const uniqueEmail = (prefix = 'user') => `${prefix}.${Date.now()}.${++sequence}@example.com`

/** A signed-up account of the kind with its empty profile, and a live session token. */
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
    await db.insert(companies).values({ accountId: account.id, ...options.company })
  } else {
    await db.insert(interns).values({ accountId: account.id })
  }
  const { token } = await createSession(db, account.id, { ip: '127.0.0.1', userAgent: 'test' })
  return { account, token }
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
