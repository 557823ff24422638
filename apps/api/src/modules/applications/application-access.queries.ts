import { and, eq, isNull, or, sql, type SQLWrapper } from 'drizzle-orm'
import { APPLICATION_MESSAGES, COMPANY_APPLICATION_MESSAGES } from '@app/domain'
import type { Db } from '../../db/client.js'
import {
  accounts,
  applications,
  companies,
  conversations,
  interns,
  roles,
} from '../../db/schema.js'
import { AppError, notFound } from '../../lib/errors.js'
import { isUuid } from '../../lib/ids.js'
import { preparedQuery } from '../../lib/prepared.js'
import { isCompanyComplete } from '../companies/companies.queries.js'
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

// Both sides are left-joined: a company keeps its chat with an applicant who deleted their
// account since, on an application kept, emptied, for it (decision 034; `internId` null), and an
// intern keeps theirs with a company that deleted its account (decision 037; the application has
// no role, company or applicant any more, and the intern is found as the conversation's side).
const applicationOf = (kind: ApplicationParty['kind']) =>
  preparedQuery(`application_of_${kind}`, (db, name) =>
    db
      .select({
        ...applicationColumns,
        roleTitle: sql<string>`coalesce(${roles.title}, ${conversations.roleTitle}, '')`,
      })
      .from(applications)
      .leftJoin(conversations, eq(conversations.applicationId, applications.id))
      .leftJoin(roles, eq(roles.id, applications.roleId))
      .leftJoin(companies, eq(companies.accountId, roles.companyId))
      .leftJoin(accounts, eq(accounts.id, roles.companyId))
      .leftJoin(interns, eq(interns.accountId, applications.internId))
      .where(
        and(
          eq(applications.id, sql.placeholder('applicationId')),
          kind === 'company'
            ? partyTo({ kind, id: sql.placeholder('viewerId') })
            : or(
                partyTo({ kind, id: sql.placeholder('viewerId') }),
                and(
                  isNull(applications.roleId),
                  eq(conversations.internId, sql.placeholder('viewerId')),
                ),
              ),
        ),
      )
      .prepare(name),
  )
const applicationOfParty = { company: applicationOf('company'), intern: applicationOf('intern') }

/**
 * The application a chat is about, as one of its two parties sees it: the company that owns the
 * role (live or deleted) or the intern who applied. Anyone else — and a malformed id — is told it
 * is not found. The other party may have deleted their account since: for a company the applicant
 * (`internId` null, decision 034), for an intern the company (`companyId` null, decision 037).
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
 * One application as seen by one of its two parties, to review or decide: one whose applicant or
 * company deleted their account is no application any more (only its chat is kept) and is not
 * found.
 */
export async function findApplication(db: Db, viewer: ApplicationParty, applicationId: string) {
  const row = await findChatApplication(db, viewer, applicationId)
  const { internId, roleId, companyId, companyEmail, rolePlacementType } = row
  if (
    internId === null ||
    roleId === null ||
    companyId === null ||
    companyEmail === null ||
    rolePlacementType === null
  ) {
    throw notFound(APPLICATION_MESSAGES.notFound)
  }
  return { ...row, internId, roleId, companyId, companyEmail, rolePlacementType }
}

/** A company reviews applicants and chats only with a complete profile (DESIGN.md §5). */
export async function requireCompleteCompany(db: Db, companyId: string) {
  if (!(await isCompanyComplete(db, companyId)))
    throw new AppError('PROFILE_INCOMPLETE', COMPANY_APPLICATION_MESSAGES.profileIncomplete)
}
