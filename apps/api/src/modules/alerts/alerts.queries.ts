import { and, type SQL } from 'drizzle-orm'
import { companies, roles } from '../../db/schema.js'
import {
  isOnPublicJobBoard,
  isOpenRole,
  isPublishedCompany,
  type PublishingRule,
} from '../roles/roles.queries.js'

/**
 * Which roles alerts and the weekly mail tell of, when they match and again when their mail goes
 * out: open, on the public job board, and of a published company (verified, when
 * REQUIRE_VERIFIED_COMPANIES). Read with the role joined to its company and the company's account.
 */
export const isAnnounced = (config: PublishingRule): SQL =>
  and(isOpenRole(), isOnPublicJobBoard(), isPublishedCompany(config))!

/** The columns that make a MailedRole (the alert and weekly mails' facts), from roles joined to their companies. */
export const mailedRoleColumns = {
  id: roles.id,
  title: roles.title,
  companyName: companies.companyName,
  location: roles.location,
  minimumSalary: roles.minimumSalary,
  maximumSalary: roles.maximumSalary,
  applicationDeadline: roles.applicationDeadline,
}
