import { sql, type SQL } from 'drizzle-orm'
import { roleMatchFeatures } from '@app/domain'
import { roles } from '../../db/schema.js'

export interface RoleSearchFields {
  title: string
  roleSummary: string
  requirements: string[]
  companyName: string | null
}

/**
 * The full-text document of a role: title and company name weigh most, then the summary, then the
 * requirements. The 'simple' configuration keeps Nigerian names and acronyms (SIWES, NYSC) intact.
 */
export function roleSearchDocument(role: RoleSearchFields): SQL {
  const words = (text: string) => searchWords(text).join(' ')
  return sql`setweight(to_tsvector('simple', ${words(role.title)}), 'A') ||
    setweight(to_tsvector('simple', ${words(role.companyName ?? '')}), 'A') ||
    setweight(to_tsvector('simple', ${words(role.roleSummary)}), 'B') ||
    setweight(to_tsvector('simple', ${words(role.requirements.join(' '))}), 'C')`
}

/** A role's own words, read to work its search document or match features out again. */
export const roleWordSourceColumns = {
  id: roles.id,
  title: roles.title,
  roleSummary: roles.roleSummary,
  requirements: roles.requirements,
}

/**
 * The columns worked out from a role's words whenever it is written: its search document and the
 * match features the intern's 'Most Relevant' order is scored from (decision 019).
 */
export const roleWordColumns = (role: RoleSearchFields) => ({
  searchDocument: roleSearchDocument(role),
  ...roleMatchFeatures(role),
})

/**
 * Documents and queries are split into words the same way, by letters and digits only:
 * PostgreSQL's parser would keep 'UI/UX' or 'Node.js' whole in one and not the other.
 */
const searchWords = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)

/**
 * A prefix query from what a person typed: every word must match the start of a word in the
 * document ('front dev' finds 'Front-End Developer'). Null when nothing searchable remains.
 */
export function roleSearchQuery(text: string): SQL | null {
  const terms = roleSearchTerms(text)
  return terms === null ? null : roleSearchQueryOf(terms)
}

/** The text of roleSearchQuery's tsquery. */
function roleSearchTerms(text: string): string | null {
  const words = searchWords(text).slice(0, 8)
  if (words.length === 0) return null
  return words.map((word) => `${word}:*`).join(' & ')
}

const roleSearchQueryOf = (terms: string) => sql`to_tsquery('simple', ${terms})`
