import { SEARCH_WORDS_MAX, searchWords } from '../alerts/alerts.rules.js'
import { NIGERIAN_STATES } from '../shared/lists.js'

/**
 * What a person typed into a role search, read as the lists read it (decision 073): the words to
 * find in the roles, and a place named among them, which counts as a location ('accountant abuja'
 * looks for accounting roles in Abuja). Documents and searches are split into words alike, by
 * letters and digits, so 'UI/UX' is two words in both.
 */
export interface SearchText {
  /** The words to find, lower case, without the place's. */
  words: string[]
  /** The location a place in the text stands for, as roles write it, or null. */
  place: string | null
  /** The text as typed with the place cut out: the relevance rule's search criterion. */
  rest: string
}

/**
 * The places a search may name: the states the product lists and the capital's city. 'Abuja FCT'
 * stands for Abuja, as its roles write it either way ('Abuja', 'Abuja FCT').
 */
const PLACES: { words: string[]; location: string }[] = [
  ...NIGERIAN_STATES.filter((state) => state !== 'Abuja FCT').map((state) => ({
    words: searchWords(state),
    location: state,
  })),
  { words: ['abuja', 'fct'], location: 'Abuja' },
  { words: ['abuja'], location: 'Abuja' },
  { words: ['fct'], location: 'FCT' },
  // Longest first, so 'Cross River' is read before a one-word place could take part of it.
].sort((a, b) => b.words.length - a.words.length)

/** The first place named in a text, its words' positions among the text's tokens, or null. */
function firstPlace(tokens: string[]) {
  for (let at = 0; at < tokens.length; at++) {
    const place = PLACES.find((candidate) =>
      candidate.words.every((word, k) => tokens[at + k] === word),
    )
    if (place) return { at, length: place.words.length, location: place.location }
  }
  return null
}

/** Reads a search text: its words, the first place it names, and the text without that place. */
export function readSearchText(text: string): SearchText {
  const tokens = [...text.matchAll(/[\p{L}\p{N}]+/gu)]
  const place = firstPlace(tokens.map((token) => token[0].toLowerCase()))
  if (!place) return { words: wordsOf(text), place: null, rest: text.trim() }
  const first = tokens[place.at]!
  const last = tokens[place.at + place.length - 1]!
  const rest = `${text.slice(0, first.index)} ${text.slice(last.index + last[0].length)}`
    // What is left at the ends of the cut is spacing or punctuation around the place.
    .replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '')
    .replace(/\s+/g, ' ')
  return { words: wordsOf(rest), place: place.location, rest }
}

/** The words a search finds, split as documents are ('İzmir' lower-cased is 'i̇zmir': 'i', 'zmir'). */
const wordsOf = (text: string) => searchWords(text).slice(0, SEARCH_WORDS_MAX)

/**
 * The text with some of its words put right ('acounting' → 'accounting'), each word matched whole
 * and in any case: the relevance rule then looks for the word the person meant.
 */
export function withCorrections(text: string, corrections: ReadonlyMap<string, string>) {
  if (corrections.size === 0) return text
  return text.replace(/[\p{L}\p{N}]+/gu, (word) => corrections.get(word.toLowerCase()) ?? word)
}
