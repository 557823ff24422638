import { and, eq, sql, type SQLWrapper } from 'drizzle-orm'
import { APPLICATION_MESSAGES, COMPANY_APPLICATION_MESSAGES } from '@app/domain'
import type { Db } from '../../db/client.js'
import { accounts, applications, companies, interns, roles } from '../../db/schema.js'
import { AppError, notFound } from '../../lib/errors.js'
import { isUuid } from '../../lib/ids.js'
import { preparedQuery } from '../../lib/prepared.js'
import { isCompanyComplete } from '../companies/companies.service.js'
import { applicationColumns } from './company-applications.queries.js'

/**
 * Who may see an application, chat about it and decide it: its two parties — the company that
 * owns the role (live or deleted) and the intern who applied. A company also needs a complete
 * profile (DESIGN.md §5). Everyone else is told the application is not found, so ids cannot be
 * probed.
 */
export interface ApplicationParty {
  kind: 'company' | 'intern'
  id: string
}

export type ApplicationRow = Awaited<ReturnType<typeof findApplication>>
export type ChatApplicationRow = Awaited<ReturnType<typeof findChatApplication>>

/** The applications the viewer is a party to (joined with roles): the role's company or the applicant. */
export const partyTo = (viewer: { kind: ApplicationParty['kind']; id: string | SQLWrapper }) =>
  viewer.kind === 'company' ? eq(roles.companyId, viewer.id) : eq(applications.internId, viewer.id)

// The applicant is left-joined: a company keeps its chat with an applicant who deleted their
// account since, on an application kept, emptied, for it (decision 034); `internId` is null then.
const applicationOf = (kind: ApplicationParty['kind']) =>
  preparedQuery(`application_of_${kind}`, (db, name) =>
    db
      .select(applicationColumns)
      .from(applications)
      .innerJoin(roles, eq(roles.id, applications.roleId))
      .innerJoin(companies, eq(companies.accountId, roles.companyId))
      .innerJoin(accounts, eq(accounts.id, roles.companyId))
      .leftJoin(interns, eq(interns.accountId, applications.internId))
      .where(
        and(
          eq(applications.id, sql.placeholder('applicationId')),
          partyTo({ kind, id: sql.placeholder('viewerId') }),
        ),
      )
      .prepare(name),
  )
const applicationOfParty = { company: applicationOf('company'), intern: applicationOf('intern') }

/**
 * The application a chat is about, as one of its two parties sees it: the company that owns the
 * role (live or deleted) or the intern who applied. Anyone else — and a malformed id — is told it
 * is not found. For a company, the applicant may have deleted their account (`internId` null).
 */
export async function findChatApplication(db: Db, viewer: ApplicationParty, applicationId: string) {
  if (!isUuid(applicationId)) throw notFound(APPLICATION_MESSAGES.notFound)
  const [row] = await applicationOfParty[viewer.kind](db).execute({
    applicationId,
    viewerId: viewer.id,
  })
  if (!row) throw notFound(APPLICATION_MESSAGES.notFound)
  return row
}

/**
 * One application as seen by one of its two parties, to review or decide: one whose applicant
 * deleted their account is no application any more (only its chat is kept) and is not found.
 */
export async function findApplication(db: Db, viewer: ApplicationParty, applicationId: string) {
  const row = await findChatApplication(db, viewer, applicationId)
  const { internId } = row
  if (internId === null) throw notFound(APPLICATION_MESSAGES.notFound)
  return { ...row, internId }
}

/** A company reviews applicants and chats only with a complete profile (DESIGN.md §5). */
export async function requireCompleteCompany(db: Db, companyId: string) {
  if (!(await isCompanyComplete(db, companyId)))
    throw new AppError('PROFILE_INCOMPLETE', COMPANY_APPLICATION_MESSAGES.profileIncomplete)
}
