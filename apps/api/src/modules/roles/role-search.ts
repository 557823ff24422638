import { sql, type SQL } from 'drizzle-orm'
import {
  SEARCH_WORDS_MAX,
  readSearchText,
  roleMatchFeatures,
  searchWords,
  withCorrections,
} from '@app/domain'
import type { Db } from '../../db/client.js'
import { roleSearchWords, roles } from '../../db/schema.js'

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

// Documents and queries are split into words the same way, by letters and digits only (domain
// searchWords): PostgreSQL's parser would keep 'UI/UX' or 'Node.js' whole in one and not the other.

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
  // The text is read already (readRoleFilter): a place left in it is a word to find.
  const words = searchWords(text).slice(0, SEARCH_WORDS_MAX)
  if (words.length === 0) return null
  return words.map((word) => `${word}:*`).join(' & ')
}

const roleSearchQueryOf = (terms: string) => sql`to_tsquery('simple', ${terms})`

/** The search and location criteria of a list, as the person typed them. */
export interface SearchCriteria {
  search?: string | undefined
  location?: string | undefined
}

/**
 * The criteria a list filters and ranks by (decision 073): a place named in the search is its
 * location, unless a location was chosen too (the chosen one wins), and a word that starts no
 * word of any role is put right to the most similar word that does ('acounting' → 'accounting').
 * The relevance rule then scores the roles by what was meant.
 */
export async function readRoleFilter<T extends SearchCriteria>(db: Db, filter: T): Promise<T> {
  if (!filter.search) return filter
  const { words, place, rest } = readSearchText(filter.search)
  const location = filter.location || place || undefined
  const search = withCorrections(rest, await wordsMeant(db, words)) || undefined
  return { ...filter, search, location }
}

/** 'Did you mean' from role_search_words: the words that start none, each to its nearest. */
async function wordsMeant(db: Db, words: string[]): Promise<Map<string, string>> {
  if (words.length === 0) return new Map()
  // One statement for every word. LIKE and % read the trigram index with each word as a value.
  const lookups = words.map(
    (word) => sql`select ${word}::text as typed,
      case when exists (select from ${roleSearchWords} where ${roleSearchWords.word} like ${word} || '%')
        then null
        else (select ${roleSearchWords.word} from ${roleSearchWords}
          where ${roleSearchWords.word} % ${word}
          order by similarity(${roleSearchWords.word}, ${word}) desc, ${roleSearchWords.word}
          limit 1)
      end as meant`,
  )
  // Both drivers answer { rows }.
  const { rows } = (await db.execute(sql.join(lookups, sql` union all `))) as unknown as {
    rows: { typed: string; meant: string | null }[]
  }
  const meant = new Map<string, string>()
  for (const row of rows) if (row.meant) meant.set(row.typed, row.meant)
  return meant
}
