import { and, desc, inArray, sql } from 'drizzle-orm'
import { skillsAskedBy, type SkillDemand } from '@app/domain'
import type { Db } from '../../../db/client.js'
import { roles, skillDemand, skillDemandCounts } from '../../../db/schema.js'
import type { AppContext } from '../../../lib/context.js'
import { isOpenRole, isPublishedCompany, type PublishingRule } from '../../roles/roles.queries.js'

/**
 * The count of what open roles ask for (decision 067). The newest SKILL_DEMAND_SAMPLE open roles
 * are read in batches through roles_listed_created_idx, every SKILL_DEMAND_MAX_AGE_MS at most;
 * a request reads only the summary, at most two industries' rows by their primary key.
 */
export const SKILL_DEMAND_SAMPLE = 20_000
export const SKILL_DEMAND_BATCH = 1_000
export const SKILL_DEMAND_MAX_AGE_MS = 6 * 60 * 60 * 1000
/** The summary's industry that counts every open role of the sample. */
export const EVERY_INDUSTRY = ''

export interface RoleCursor {
  /** The role's created_at as the database writes it (microseconds; a Date keeps milliseconds). */
  createdAt: string
  id: string
}

/** One batch of open, published roles, newest first, after the cursor. */
export function openRolesBatch(
  db: Db,
  rule: PublishingRule,
  after: RoleCursor | null,
  limit: number,
) {
  return db
    .select({
      id: roles.id,
      createdAt: sql<string>`${roles.createdAt}::text`,
      industry: roles.companyIndustry,
      requirementWords: roles.requirementWords,
    })
    .from(roles)
    .where(
      and(
        isOpenRole('role'),
        isPublishedCompany(rule, 'role'),
        after === null
          ? undefined
          : sql`${roles.createdAt} <= ${after.createdAt}::timestamptz and (${roles.createdAt}, ${roles.id}) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`,
      ),
    )
    .orderBy(desc(roles.createdAt), desc(roles.id))
    .limit(limit)
}

type Counts = Map<string, Map<string, number>>

function countIn(counts: Counts, industry: string, skills: readonly string[]) {
  const bySkill = counts.get(industry) ?? new Map<string, number>()
  for (const skill of skills) bySkill.set(skill, (bySkill.get(skill) ?? 0) + 1)
  counts.set(industry, bySkill)
}

/** Reads the sample and counts, per industry and for every industry, the roles asking for each skill. */
async function countSample(db: Db, rule: PublishingRule) {
  const counts: Counts = new Map()
  let after: RoleCursor | null = null
  let read = 0
  while (read < SKILL_DEMAND_SAMPLE) {
    const limit = Math.min(SKILL_DEMAND_BATCH, SKILL_DEMAND_SAMPLE - read)
    const batch = await openRolesBatch(db, rule, after, limit)
    for (const role of batch) {
      const skills = skillsAskedBy(role.requirementWords ?? [])
      if (skills.length === 0) continue
      countIn(counts, EVERY_INDUSTRY, skills)
      if (role.industry) countIn(counts, role.industry, skills)
    }
    read += batch.length
    const last = batch.at(-1)
    if (batch.length < limit || !last) break
    after = { createdAt: last.createdAt, id: last.id }
  }
  return { counts, read }
}

/**
 * The `skill-demand` sweep: counts again when the last count is SKILL_DEMAND_MAX_AGE_MS old (or
 * there is none), and replaces the summary whole in one transaction. Safe to run twice: the
 * later run's count wins.
 */
export async function countSkillDemand(ctx: AppContext, now: Date) {
  const [last] = await ctx.db.select().from(skillDemandCounts)
  const age = last ? now.getTime() - last.countedAt.getTime() : Infinity
  if (age >= 0 && age < SKILL_DEMAND_MAX_AGE_MS) return
  const { counts, read } = await countSample(ctx.db, ctx.config)
  const rows = [...counts].flatMap(([industry, bySkill]) =>
    [...bySkill].map(([skill, count]) => ({ industry, skill, roles: count })),
  )
  await ctx.db.transaction(async (tx) => {
    await tx.delete(skillDemand)
    if (rows.length > 0) await tx.insert(skillDemand).values(rows)
    await tx
      .insert(skillDemandCounts)
      .values({ countedAt: now, rolesRead: read })
      .onConflictDoUpdate({
        target: skillDemandCounts.id,
        set: { countedAt: now, rolesRead: read },
      })
  })
}

/** Registered in background-work.ts. */
export const SKILL_DEMAND_SWEEPS = { 'skill-demand': countSkillDemand }

/**
 * What the open roles of the intern's industry ask for; those of every open role when the intern
 * has chosen none, or when no open role of theirs asks for a known skill. At most a row per skill
 * of the vocabulary for each of the two industries, through the primary key; the domain picks the
 * most asked-for (topDemandedSkills), so the database sorts nothing.
 */
export async function skillDemandFor(db: Db, industry: string | null): Promise<SkillDemand> {
  const industries = industry ? [industry, EVERY_INDUSTRY] : [EVERY_INDUSTRY]
  const rows = await db
    .select({ industry: skillDemand.industry, skill: skillDemand.skill, roles: skillDemand.roles })
    .from(skillDemand)
    .where(inArray(skillDemand.industry, industries))
  const skillsOf = (name: string) =>
    rows
      .filter((row) => row.industry === name)
      .map(({ skill, roles: count }) => ({ skill, roles: count }))
  const own = industry ? skillsOf(industry) : []
  if (industry && own.length > 0) return { industry, skills: own }
  return { industry: null, skills: skillsOf(EVERY_INDUSTRY) }
}
