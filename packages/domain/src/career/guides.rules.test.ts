import { describe, expect, it } from 'vitest'
import {
  byNewestGuide,
  countWords,
  guideDateLine,
  readingMinutes,
  readingTimeLabel,
  relatedGuides,
} from './guides.rules.js'
import { GuideFrontMatterSchema, GuidesQuerySchema } from './guides.schemas.js'

describe('reading time', () => {
  it.each([
    [0, 1],
    [1, 1],
    [200, 1],
    [201, 2],
    [1000, 5],
    [1199, 6],
    [1500, 8],
  ])('%i words take %i min', (words, minutes) => {
    expect(readingMinutes(words)).toBe(minutes)
  })

  it('counts the words a reader reads, not the markup', () => {
    expect(
      countWords('## Your SCAF\n\n- **Sign** it [here](/guides/siwes-step-by-step) — now'),
    ).toBe(6)
    expect(countWords('1. NGN 50,000 a month, 14 days\n2. step-by-step')).toBe(7)
    expect(countWords('')).toBe(0)
  })

  it("writes the date line as 'Updated 14 May 2026 · 6 min read'", () => {
    expect(guideDateLine('2026-05-14', 6)).toBe('Updated 14 May 2026 · 6 min read')
    expect(readingTimeLabel(1)).toBe('1 min read')
  })
})

describe('related guides', () => {
  const guide = (slug: string, tags: string[], updatedAt = '2026-10-01') => ({
    slug,
    tags,
    updatedAt,
  })
  const all = [
    guide('cv', ['cv', 'students']),
    guide('letter', ['letters', 'siwes', 'students']),
    guide('siwes', ['siwes', 'students'], '2026-11-01'),
    guide('logbook', ['siwes', 'students'], '2026-09-01'),
    guide('nysc', ['nysc', 'graduates']),
  ]

  it('puts those sharing most tags first, the newer first among equals, never itself', () => {
    const next = relatedGuides(all[2]!, all)
    expect(next.map((g) => g.slug)).toEqual(['letter', 'logbook', 'cv'])
  })

  it('fills up with other guides when few share a tag', () => {
    expect(relatedGuides(all[4]!, all).map((g) => g.slug)).toEqual(['siwes', 'cv', 'letter'])
  })
})

describe('guide schemas', () => {
  const front = {
    slug: 'siwes-step-by-step',
    title: 'SIWES step by step',
    summary: 'From your school letter to ITF Form 8: every step of SIWES, and when each is due.',
    updatedAt: '2026-11-14',
    tags: ['siwes', 'students'],
  }

  it('accepts a well-formed article head and refuses a bad slug, date or tag', () => {
    expect(GuideFrontMatterSchema.safeParse(front).success).toBe(true)
    for (const bad of [
      { slug: 'SIWES Guide' },
      { updatedAt: '14 May 2026' },
      { tags: ['gossip'] },
      { tags: [] },
    ]) {
      expect(GuideFrontMatterSchema.safeParse({ ...front, ...bad }).success).toBe(false)
    }
  })

  it('fits every guide on one page by default', () => {
    expect(GuidesQuerySchema.parse({})).toEqual({ page: 1, limit: 50 })
    expect(GuidesQuerySchema.safeParse({ limit: '51' }).success).toBe(false)
  })

  it('orders guides newest first, then by title', () => {
    const list = [
      { updatedAt: '2026-09-01', title: 'B' },
      { updatedAt: '2026-11-01', title: 'Z' },
      { updatedAt: '2026-09-01', title: 'A' },
    ]
    expect(list.sort(byNewestGuide).map((g) => g.title)).toEqual(['Z', 'A', 'B'])
  })
})
