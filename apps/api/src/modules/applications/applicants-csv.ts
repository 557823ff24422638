import { Readable } from 'node:stream'
import { and, asc, eq, isNull, sql } from 'drizzle-orm'
import {
  APPLICATION_STATUS_LABELS,
  REJECTION_REASON_LABELS,
  ROLE_MESSAGES,
  lagosDayLabel,
  type RejectionReason,
} from '@app/domain'
import { accounts, applications, interns, roles } from '../../db/schema.js'
import type { Actor, AppContext } from '../../lib/context.js'
import {
  APPLICANTS_CSV_HEADER,
  APPLICANTS_CSV_MAX_ROWS,
  applicantsCsvFilename,
} from '../../lib/applicants-csv-file.js'
import { csvRow } from '../../lib/csv.js'
import { AppError } from '../../lib/errors.js'
import { isUuid } from '../../lib/ids.js'

const CSV_BATCH = 500
const snapshotText = (field: string) =>
  sql<string | null>`${applications.applicantSnapshot} ->> ${field}`

/**
 * A role's applicants as CSV, read in keyset pages of 500 (oldest first) and streamed, at most
 * APPLICANTS_CSV_MAX_ROWS. The role is checked before the first byte, so a stranger gets a 404.
 */
export async function applicantsCsv(ctx: AppContext, company: Actor, roleId: string) {
  if (!isUuid(roleId)) throw new AppError('NOT_FOUND', ROLE_MESSAGES.notFound)
  const [role] = await ctx.db
    .select({ title: roles.title })
    .from(roles)
    .where(and(eq(roles.id, roleId), eq(roles.companyId, company.id), isNull(roles.deletedAt)))
  if (!role) throw new AppError('NOT_FOUND', ROLE_MESSAGES.notFound)

  async function* lines() {
    // A byte-order mark, so Excel reads the names' accents as UTF-8.
    yield `\uFEFF${csvRow(APPLICANTS_CSV_HEADER)}`
    let afterId: string | null = null
    let written = 0
    while (written < APPLICANTS_CSV_MAX_ROWS) {
      const batch = await ctx.db
        .select({
          id: applications.id,
          createdAt: applications.createdAt,
          status: applications.status,
          rejectionReason: applications.rejectionReason,
          rejectionNote: applications.rejectionNote,
          firstName: sql<
            string | null
          >`coalesce(${snapshotText('firstName')}, ${interns.firstName})`,
          lastName: sql<string | null>`coalesce(${snapshotText('lastName')}, ${interns.lastName})`,
          otherName: sql<
            string | null
          >`coalesce(${snapshotText('otherName')}, ${interns.otherName})`,
          email: sql<string>`coalesce(${snapshotText('email')}, ${accounts.email})`,
          countryCode: sql<
            string | null
          >`coalesce(${snapshotText('countryCode')}, ${interns.countryCode})`,
          phoneNumber: sql<
            string | null
          >`coalesce(${snapshotText('phoneNumber')}, ${interns.phoneNumber})`,
          institution: snapshotText('institutionName'),
          fieldOfStudy: snapshotText('fieldOfStudy'),
        })
        .from(applications)
        .innerJoin(interns, eq(interns.accountId, applications.internId))
        .innerJoin(accounts, eq(accounts.id, applications.internId))
        .where(
          and(
            eq(applications.roleId, roleId),
            eq(applications.companyId, company.id),
            // Compared in the database: a JavaScript Date would drop the microseconds.
            afterId
              ? sql`(${applications.createdAt}, ${applications.id}) > (select "created_at", "id" from "applications" where "id" = ${afterId})`
              : undefined,
          ),
        )
        .orderBy(asc(applications.createdAt), asc(applications.id))
        .limit(Math.min(CSV_BATCH, APPLICANTS_CSV_MAX_ROWS - written))
      for (const row of batch) {
        const name = [row.firstName, row.otherName, row.lastName].filter(Boolean).join(' ')
        const phone = row.phoneNumber ? `${row.countryCode ?? ''} ${row.phoneNumber}`.trim() : ''
        const reason = row.rejectionReason as RejectionReason | null
        yield csvRow([
          name,
          row.email,
          phone,
          row.institution,
          row.fieldOfStudy,
          APPLICATION_STATUS_LABELS[row.status],
          lagosDayLabel(row.createdAt),
          reason ? REJECTION_REASON_LABELS[reason] : '',
          row.rejectionNote,
        ])
      }
      written += batch.length
      const last = batch.at(-1)
      if (!last || batch.length < CSV_BATCH) break
      afterId = last.id
    }
  }

  return { filename: applicantsCsvFilename(role.title), body: Readable.from(lines()) }
}
