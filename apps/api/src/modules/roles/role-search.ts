import { sql, type SQL } from 'drizzle-orm'
import {
  SEARCH_WORDS_MAX,
  readSearchText,
  roleMatchFeatures,
  searchWords,
  withCorrections,
} from '@app/domain'
import { rowsOf, type Db } from '../../db/client.js'
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
 * A searched word stands for the roles' words it starts when there are no more than this many
 * (decision 083); one that starts more is looked up as a prefix.
 */
const WORDS_STARTED_MAX = 16

/**
 * The roles' words each word of a search starts (readRoleFilter), read up to one more than
 * WORDS_STARTED_MAX: that one more says there are too many to write out.
 */
export type WordsStarted = ReadonlyMap<string, readonly string[]>

/**
 * A query from what a person typed: every word must start a word of the document ('front dev'
 * finds 'Front-End Developer'). Null when nothing searchable remains.
 */
export function roleSearchQuery(text: string, started: WordsStarted = new Map()): SQL | null {
  // The text is read already (readRoleFilter): a place left in it is a word to find.
  const words = searchWords(text).slice(0, SEARCH_WORDS_MAX)
  if (words.length === 0) return null
  const terms = words.map((word) => roleSearchTerm(word, started.get(word))).join(' & ')
  return sql`to_tsquery('simple', ${terms})`
}

/**
 * One word of a search as the index reads it. 'data:*' and 'data | database' (the words of the
 * roles 'data' starts) find the same roles, but the index answers a prefix by gathering every
 * role of every word it starts into a bitmap before it intersects the words: at 1,000,000 roles
 * 'cybersecurity:* & sahel:*' took 74 ms, 'cybersecurity & sahel' 6, where the index steps
 * through the rarer word's roles and skips ahead in the other's (decision 083). A word that
 * starts none, or too many to write out, stays a prefix.
 */
function roleSearchTerm(word: string, started: readonly string[] | undefined) {
  if (!started || started.length === 0 || started.length > WORDS_STARTED_MAX) return `${word}:*`
  return started.length === 1 ? started[0]! : `(${started.join(' | ')})`
}

/** The search and location criteria of a list, as the person typed them. */
export interface SearchCriteria {
  search?: string | undefined
  location?: string | undefined
}

/**
 * The criteria a list filters and ranks by (decision 073): a place named in the search is its
 * location, unless a location was chosen too (the chosen one wins), and a word that starts no
 * word of any role is put right to the most similar word that does ('acounting' → 'accounting').
 * The relevance rule then scores the roles by what was meant. With them, the roles' words each
 * searched word starts, for the query (roleSearchQuery).
 */
export async function readRoleFilter<T extends SearchCriteria>(
  db: Db,
  filter: T,
): Promise<T & { wordsStarted?: WordsStarted }> {
  if (!filter.search) return filter
  const { words, place, rest } = readSearchText(filter.search)
  const location = filter.location || place || undefined
  const { meant, started } = await readWords(db, words)
  const search = withCorrections(rest, meant) || undefined
  return { ...filter, search, location, wordsStarted: started }
}

/**
 * 'Did you mean' from role_search_words: the words that start none, each to its nearest; and the
 * words each searched word, or the word meant instead, starts. One statement for the words as
 * typed, and one more for the words meant, if any.
 */
async function readWords(db: Db, words: string[]) {
  const meant = new Map<string, string>()
  const started = new Map<string, string[]>()
  if (words.length === 0) return { meant, started }
  const { word } = roleSearchWords
  // A word starts some word exactly when its started words are not empty: only then is there
  // nothing to put right.
  const typed = await rowsOf<{ typed: string; started: string[]; meant: string | null }>(
    db,
    sql.join(
      words.map(
        (typed) => sql`select typed, started,
          case when cardinality(started) > 0 then null
            else (select ${word} from ${roleSearchWords}
              where ${word} % ${typed}
              order by similarity(${word}, ${typed}) desc, ${word}
              limit 1)
          end as meant
          from (select ${typed}::text as typed, ${wordsStartedBy(typed)} as started) as read`,
      ),
      sql` union all `,
    ),
  )
  for (const row of typed) {
    started.set(row.typed, row.started)
    if (row.meant) meant.set(row.typed, row.meant)
  }
  if (meant.size > 0) {
    const corrected = await rowsOf<{ meant: string; started: string[] }>(
      db,
      sql.join(
        [...new Set(meant.values())].map(
          (meant) => sql`select ${meant}::text as meant, ${wordsStartedBy(meant)} as started`,
        ),
        sql` union all `,
      ),
    )
    for (const row of corrected) started.set(row.meant, row.started)
  }
  return { meant, started }
}

/**
 * The words of role_search_words a word starts, one more than a search writes out. The word is a
 * value, so LIKE reads the index from it; it is letters and digits (searchWords), nothing LIKE
 * reads as a pattern.
 */
const wordsStartedBy = (start: string) =>
  sql`array(select ${roleSearchWords.word} from ${roleSearchWords}
    where ${roleSearchWords.word} like ${start} || '%' limit ${WORDS_STARTED_MAX + 1})`
