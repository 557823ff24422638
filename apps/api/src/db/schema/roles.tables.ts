import { sql } from 'drizzle-orm'
import * as t from 'drizzle-orm/pg-core'
import type { RoleClosedReason, RolePerks, ScreeningQuestion, SiwesProgramme } from '@app/domain'
import { tsvector, timestamps, id } from './shared-columns.js'
import { accountStatus } from './accounts.tables.js'
import { companyVerification, companies } from './companies.tables.js'
import { internOwnerId } from './intern-columns.js'

export const roleType = t.pgEnum('role_type', ['on_site', 'remote', 'hybrid'])

export const roleTerm = t.pgEnum('role_term', ['month', 'year(s)'])

/** Domain PLACEMENT_TYPES (issue 14). */
export const placementType = t.pgEnum('placement_type', ['internship', 'siwes', 'nysc', 'graduate'])

export const roles = t.pgTable(
  'roles',
  {
    id: id(),
    companyId: t
      .uuid('company_id')
      .notNull()
      .references(() => companies.accountId, { onDelete: 'cascade' }),
    title: t.text('title').notNull(),
    roleSummary: t.text('role_summary').notNull(),
    responsibilities: t.text('responsibilities').array().notNull(),
    requirements: t.text('requirements').array().notNull(),
    location: t.text('location').notNull(),
    type: roleType('type').notNull(),
    minimumSalary: t.integer('minimum_salary').notNull(),
    maximumSalary: t.integer('maximum_salary'),
    applicationDeadline: t.date('application_deadline'),
    /** Always months; `term` remembers how the company chose it. */
    durationMonths: t.integer('duration_months').notNull(),
    term: roleTerm('term').notNull(),
    /** Roles posted before placement types were asked for are internships. */
    placementType: placementType('placement_type').notNull().default('internship'),
    /** 16 or 24 for a SIWES/IT role; null for the others (domain placementDetails). */
    siwesWeeks: t.integer('siwes_weeks'),
    siwesProgrammes: t
      .text('siwes_programmes')
      .array()
      .$type<SiwesProgramme[]>()
      .notNull()
      .default(sql`'{}'`),
    /** The state of an NYSC role's place of primary assignment. */
    nyscState: t.text('nysc_state'),
    /** Applying takes a short cover note (decision 065). */
    asksCoverNote: t.boolean('asks_cover_note').notNull().default(false),
    /** Perks offered; a perk not named is not offered. */
    perks: t.jsonb('perks').$type<RolePerks>().notNull().default({}),
    /**
     * Its screening questions (at most 5, decision 069), read with the role whenever it is: jsonb
     * here rather than a table, as they are never queried alone. Each keeps its id for good.
     */
    questions: t.jsonb('questions').$type<ScreeningQuestion[]>().notNull().default([]),
    /** How many applications it takes; null for no cap (decision 071). */
    applicationCap: t.integer('application_cap'),
    /**
     * How many applications a capped role has, kept by the database on every insert, delete and
     * move of an application (trigger applications_count_on_role, decision 071), so that lists
     * read whether it is full from the role alone; 0 while the role has no cap, so an application
     * to an uncapped role does not rewrite its row (decision 082). Written by that trigger, and by
     * updateRole when a cap is set (it counts the applications then).
     */
    applicationsCount: t.integer('applications_count').notNull().default(0),
    /** Title, summary, requirements and company name; written by the roles service. */
    searchDocument: tsvector('search_document').notNull(),
    /**
     * What the match score reads of the role's words (domain roleMatchFeatures), written with the
     * role; null only until the start after migration 0007 fills it (decision 019).
     */
    matchWords: t.text('match_words').array(),
    requirementWords: t.jsonb('requirement_words').$type<string[][]>(),
    /**
     * The same words as the database's text-search values, worked out by the database from the
     * two columns above whenever they are written (migration 0022): the role's match words as one
     * tsvector and each requirement's words as one, so that the ranking tests an intern's words
     * against a role with one `@@` each (decision 043).
     */
    matchVector: tsvector('match_vector')
      .notNull()
      .generatedAlwaysAs(sql`role_word_vector(match_words)`),
    requirementVectors: tsvector('requirement_vectors')
      .array()
      .notNull()
      .generatedAlwaysAs(sql`role_requirement_vectors(requirement_words)`),
    deletedAt: t.timestamp('deleted_at', { withTimezone: true }),
    /**
     * Set when the role's wording asks applicants for money (the no-fee policy, decision 022): it
     * is not public until an admin releases it. `heldReason` is what the company is told.
     */
    heldForReviewAt: t.timestamp('held_for_review_at', { withTimezone: true }),
    heldReason: t.text('held_reason'),
    removedByAdminAt: t.timestamp('removed_by_admin_at', { withTimezone: true }),
    /** What the operator gave as the reason for the removal; its company reads it on the role. */
    removedReason: t.text('removed_reason'),
    /** When the role was held against every job alert; null until the alerts sweep has (decision 025). */
    alertsMatchedAt: t.timestamp('alerts_matched_at', { withTimezone: true }),
    /** The company closed it early (decision 029): it takes no applications until reopened. */
    closedAt: t.timestamp('closed_at', { withTimezone: true }),
    /** Null when its company closed it; 'no_review' when it closed itself (decision 070). */
    closedReason: t.text('closed_reason').$type<RoleClosedReason>(),
    /**
     * The company's last open or decision of one of the role's applications, written in the same
     * transaction (decision 070): 'Actively reviewing' and the review clock read it, never the
     * applications.
     */
    lastReviewedAt: t.timestamp('last_reviewed_at', { withTimezone: true }),
    /** The company's last 'Keep it open' or reopening (decision 070). */
    keptOpenAt: t.timestamp('kept_open_at', { withTimezone: true }),
    /**
     * The review clock (domain roleReviewClock): the latest of its posting, its last review and its
     * last keep-open. The role closes itself SELF_CLOSE_DAYS after it.
     */
    reviewClockFrom: t
      .timestamp('review_clock_from', { withTimezone: true })
      .notNull()
      .generatedAlwaysAs(sql`greatest(created_at, last_reviewed_at, kept_open_at)`),
    /** When its company was last warned that it closes itself; once per review-clock period. */
    selfCloseWarnedAt: t.timestamp('self_close_warned_at', { withTimezone: true }),
    /**
     * The company's state as the public lists and the intern's ranking read it: copies of its
     * account's status, its verification status and its industry, kept by the database's triggers
     * (migration 0021) on every change to the company, its account or the role's company, so that
     * a list of open roles reads no company and no account (decision 040). The rules on them stay
     * in roles.queries.ts (isLiveRole, isPublishedCompany). Written only by those triggers.
     */
    companyStatus: accountStatus('company_status').notNull().default('suspended'),
    companyVerification: companyVerification('company_verification')
      .notNull()
      .default('unsubmitted'),
    companyIndustry: t.text('company_industry'),
    ...timestamps,
  },
  (table) => [
    /**
     * The newest listed roles (decision 040): live, not closed, the company's account active, read
     * backwards. The deadline and the verification are checked on the rows read; an incremental sort
     * settles roles created at the same instant by id (a key with the id too was 1.8 times the size,
     * which the planner passed over, for 0.2 ms).
     */
    t
      .index('roles_listed_created_idx')
      .on(table.createdAt)
      .where(
        sql`${table.deletedAt} IS NULL AND ${table.removedByAdminAt} IS NULL AND ${table.heldForReviewAt} IS NULL AND ${table.closedAt} IS NULL AND ${table.companyStatus} = 'active'`,
      ),
    t.index('roles_search_idx').using('gin', table.searchDocument),
    t
      .index('roles_alerts_pending_idx')
      .on(table.createdAt)
      .where(sql`${table.alertsMatchedAt} IS NULL`),
    t
      .index('roles_open_deadline_idx')
      .on(table.applicationDeadline)
      .where(sql`${table.deletedAt} IS NULL AND ${table.removedByAdminAt} IS NULL`),
    /**
     * The location filter, ILIKE '%lagos%' (decision 020), alone or with a search: one index of
     * both, so the index intersects a search's words and a place's trigrams itself, stepping
     * through the rarer (decision 083: 'accounting' in Abuja at 1,000,000 roles, 8 ms for the
     * index, where two indexes' bitmaps took 54). gin_trgm_ops is pg_trgm's (migration 0012).
     * roles_search_idx stays for a search with a location too short for a trigram ('PH'): this
     * index would then read every location to find none.
     */
    t
      .index('roles_search_location_idx')
      .using('gin', table.searchDocument, table.location.op('gin_trgm_ops')),
    // The admin console's search of every role by title, and its list of every role newest
    // first, in its order, which a search many roles match walks (decision 073).
    t.index('roles_title_trgm_idx').using('gin', table.title.op('gin_trgm_ops')),
    t.index('roles_created_idx').on(table.createdAt.desc().nullsFirst(), table.id),
    t.index('roles_company_idx').on(table.companyId, table.createdAt),
    t
      .index('roles_open_created_idx')
      .on(table.createdAt)
      .where(sql`${table.deletedAt} IS NULL AND ${table.removedByAdminAt} IS NULL`),
    /** The placement-type filter, newest first (decision 028): one type's open roles in order. */
    t
      .index('roles_open_placement_created_idx')
      .on(table.placementType, table.createdAt)
      .where(sql`${table.deletedAt} IS NULL AND ${table.removedByAdminAt} IS NULL`),
    /**
     * The self-close sweep (decision 070): the listed roles by review clock, as
     * roles_listed_created_idx lists them. Roles past their deadline stay in it and are passed over.
     */
    t
      .index('roles_review_clock_idx')
      .on(table.reviewClockFrom)
      .where(
        sql`${table.deletedAt} IS NULL AND ${table.removedByAdminAt} IS NULL AND ${table.heldForReviewAt} IS NULL AND ${table.closedAt} IS NULL AND ${table.companyStatus} = 'active'`,
      ),
    t
      .index('roles_held_idx')
      .on(table.heldForReviewAt)
      .where(sql`${table.heldForReviewAt} IS NOT NULL`),
  ],
)

export const savedRoles = t.pgTable(
  'saved_roles',
  {
    internId: internOwnerId(),
    roleId: t
      .uuid('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    createdAt: t.timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the intern was reminded of the role's deadline (48 hours before it). */
    remindedAt: t.timestamp('reminded_at', { withTimezone: true }),
  },
  (table) => [
    t.primaryKey({ columns: [table.internId, table.roleId] }),
    t.index('saved_roles_role_idx').on(table.roleId),
  ],
)

/**
 * Every word of every role's search document, for 'did you mean' (decision 073): a searched word
 * that starts no word here is put right to the most similar one. The database keeps it (triggers
 * on roles, in the migration); a word stays after its roles go, and then finds nothing.
 */
export const roleSearchWords = t.pgTable(
  'role_search_words',
  { word: t.text('word').primaryKey() },
  (table) => [
    // pg_trgm's operators, created by migration 0012.
    t.index('role_search_words_trgm_idx').using('gin', table.word.op('gin_trgm_ops')),
  ],
)
