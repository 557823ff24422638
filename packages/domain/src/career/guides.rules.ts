import { formatDay } from '../shared/format.js'
import { wordCount } from '../shared/words.js'

/*
 * The guides (decision 066): articles we write, served as HTML at /guides. What a guide says of
 * itself (its reading time, its date line, which guides sit beside it) is decided here, so the
 * pages, the JSON list and the web app's links agree. No zod: the web app's public pages link to
 * guides and load none (decision 051).
 */

/** An adult reads plain English at about 200 words a minute on a phone. */
export const GUIDE_WORDS_PER_MINUTE = 200

/** How many guides the end of an article suggests. */
export const RELATED_GUIDES_COUNT = 3

/** Topics and fields a guide is tagged with; the label is what readers see. */
export const GUIDE_TAG_LABELS = {
  cv: 'CV',
  letters: 'Letters',
  siwes: 'SIWES/IT',
  nysc: 'NYSC',
  interviews: 'Interviews',
  safety: 'Safety',
  pay: 'Pay',
  workplace: 'Workplace',
  'career-growth': 'Career growth',
  students: 'Students',
  graduates: 'Graduates',
  tech: 'Tech',
  finance: 'Finance and accounting',
  engineering: 'Engineering',
  marketing: 'Marketing and sales',
  'admin-hr': 'Admin and HR',
} as const
export type GuideTag = keyof typeof GUIDE_TAG_LABELS
export const GUIDE_TAGS = Object.keys(GUIDE_TAG_LABELS) as GuideTag[]

/**
 * The guides the web app links to from its screens, in one place; a test proves each is an
 * article. The text is the link's words.
 */
export const GUIDE_LINKS = {
  cvWithNoExperience: {
    slug: 'cv-with-no-experience',
    text: 'How to write a CV with no experience',
  },
  interviewPreparation: {
    slug: 'preparing-for-an-interview',
    text: 'Prepare for your interview',
  },
  siwesProcess: { slug: 'siwes-step-by-step', text: 'How SIWES works' },
} as const satisfies Record<string, { slug: string; text: string }>

/**
 * The words of an article written in Markdown, as a reader counts them: link addresses, markup
 * and lone symbols are not words.
 */
export function countWords(markdown: string): number {
  const text = markdown
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, ' ')
    .replace(/^\s*(?:[-*+]|\d+\.)\s/gm, ' ')
    .replace(/[#>*_`|~]+/g, ' ')
  return wordCount(text)
}

/** Whole minutes, rounded up; never 0. */
export const readingMinutes = (words: number) =>
  Math.max(1, Math.ceil(words / GUIDE_WORDS_PER_MINUTE))

/** '6 min read'. */
export const readingTimeLabel = (minutes: number) => `${minutes} min read`

/** 'Updated 14 May 2026 · 6 min read', under a guide's title and in the list. */
export const guideDateLine = (updatedAt: string, minutes: number) =>
  `Updated ${formatDay(updatedAt)} · ${readingTimeLabel(minutes)}`

export interface TaggedGuide {
  slug: string
  tags: readonly string[]
  updatedAt: string
}

/**
 * The guides to read next: those sharing most tags with this one, the newer first among equals,
 * then any others, so every guide suggests `count` (decision 066).
 */
export function relatedGuides<T extends TaggedGuide>(
  guide: TaggedGuide,
  all: readonly T[],
  count = RELATED_GUIDES_COUNT,
): T[] {
  const shared = (other: TaggedGuide) => other.tags.filter((tag) => guide.tags.includes(tag)).length
  return all
    .filter((other) => other.slug !== guide.slug)
    .map((other) => ({ other, score: shared(other) }))
    .sort(
      (a, b) =>
        b.score - a.score ||
        b.other.updatedAt.localeCompare(a.other.updatedAt) ||
        a.other.slug.localeCompare(b.other.slug),
    )
    .slice(0, count)
    .map(({ other }) => other)
}

/** Newest first; the same day by title, so the order never shifts between requests. */
export const byNewestGuide = (
  a: { updatedAt: string; title: string },
  b: { updatedAt: string; title: string },
) => b.updatedAt.localeCompare(a.updatedAt) || a.title.localeCompare(b.title)
