import fs from 'node:fs/promises'
import path from 'node:path'
import { Marked, type Tokens } from 'marked'
import {
  GUIDE_LINKS,
  GuideFrontMatterSchema,
  byNewestGuide,
  countWords,
  readingMinutes,
  type GuideFrontMatter,
  type GuideSummary,
  type GuidesQuery,
} from '@app/domain'
import { offsetOf, pageResult } from '../../lib/pagination.js'

/*
 * The guides (decision 066): Markdown files we write, in ./articles, each with a head of
 * `key: value` lines. They are read, checked and turned into HTML once, when the server starts;
 * a malformed article, an internal link to no guide, or a guide the web app links to that is
 * missing stops the start rather than serving a broken page. The HTML is ours, so it is not
 * sanitised: nothing a user writes reaches these pages.
 */

export interface GuideHeading {
  id: string
  text: string
}

export interface Guide extends GuideFrontMatter {
  readingMinutes: number
  /** The article as HTML: headings from h2 down, each h2 with an id. */
  html: string
  /** The h2 headings, for 'On this page'. */
  headings: GuideHeading[]
}

export const GUIDES_FOLDER = path.join(import.meta.dirname, 'articles')

/** 'Your first week' → 'your-first-week'. */
const anchorOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/<[^>]+>|&[a-z#0-9]+;/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

function markdownRenderer() {
  return new Marked({
    gfm: true,
    renderer: {
      heading({ tokens, depth, text }: Tokens.Heading) {
        const inner = this.parser.parseInline(tokens)
        const id = depth === 2 ? ` id="${anchorOf(text)}"` : ''
        return `<h${depth}${id}>${inner}</h${depth}>\n`
      },
    },
  })
}

/** The head (`---` … `---`: `key: value`, `key: [a, b]`, a value may be quoted) and the Markdown after it. */
export function splitFrontMatter(file: string): { head: Record<string, unknown>; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/.exec(file)
  if (!match) throw new Error('an article starts with a head between two --- lines')
  const head: Record<string, unknown> = {}
  for (const line of match[1]!.split(/\r?\n/)) {
    if (!line.trim()) continue
    const colon = line.indexOf(':')
    if (colon < 1) throw new Error(`the head line '${line}' is not 'key: value'`)
    const key = line.slice(0, colon).trim()
    const value = line.slice(colon + 1).trim()
    head[key] = /^\[.*\]$/.test(value)
      ? value
          .slice(1, -1)
          .split(',')
          .map((item) => item.trim())
          .filter(Boolean)
      : value.replace(/^(['"])(.*)\1$/, '$2')
  }
  return { head, body: match[2]! }
}

/** One article file read into a guide, or an error naming what is wrong with it. */
export function readGuide(fileName: string, file: string): Guide {
  const { head, body } = splitFrontMatter(file)
  const parsed = GuideFrontMatterSchema.safeParse(head)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
    throw new Error(`${fileName}: ${problems.join('; ')}`)
  }
  if (`${parsed.data.slug}.md` !== fileName) {
    throw new Error(`${fileName}: its slug is '${parsed.data.slug}'; name the file after it`)
  }
  const marked = markdownRenderer()
  const tokens = marked.lexer(body)
  const headings = tokens
    .filter((token): token is Tokens.Heading => token.type === 'heading')
    .map((token) => {
      if (token.depth === 1) throw new Error(`${fileName}: the title is the only h1; start at ##`)
      return token
    })
    .filter((token) => token.depth === 2)
    .map((token) => ({ id: anchorOf(token.text), text: token.text.replace(/[*_`]/g, '') }))
  return {
    ...parsed.data,
    readingMinutes: readingMinutes(countWords(body)),
    html: marked.parser(tokens),
    headings,
  }
}

/** Every internal link of the guides names a guide, and every guide the web app links to exists. */
function checkLinks(guides: readonly Guide[]) {
  const slugs = new Set(guides.map((guide) => guide.slug))
  for (const guide of guides) {
    for (const [, slug] of guide.html.matchAll(/href="\/guides\/([^"#?]*)/g)) {
      if (!slugs.has(slug!)) throw new Error(`${guide.slug}.md links to a missing guide '${slug}'`)
    }
  }
  for (const link of Object.values(GUIDE_LINKS)) {
    if (!slugs.has(link.slug)) throw new Error(`GUIDE_LINKS names a missing guide '${link.slug}'`)
  }
}

export async function loadGuides(folder = GUIDES_FOLDER): Promise<Guide[]> {
  const names = (await fs.readdir(folder)).filter((name) => name.endsWith('.md')).sort()
  const guides = await Promise.all(
    names.map(async (name) => readGuide(name, await fs.readFile(path.join(folder, name), 'utf8'))),
  )
  checkLinks(guides)
  return guides.sort(byNewestGuide)
}

let library: Promise<Guide[]> | undefined

/** The guides, read once per process: they change only with a new release. */
export function guideLibrary(): Promise<Guide[]> {
  library ??= loadGuides()
  return library
}

export const summaryOf = (guide: Guide): GuideSummary => ({
  slug: guide.slug,
  title: guide.title,
  summary: guide.summary,
  readingMinutes: guide.readingMinutes,
  updatedAt: guide.updatedAt,
  tags: guide.tags,
})

/** `GET /guides`: newest first, one page of them. */
export async function listGuides({ page, limit }: GuidesQuery) {
  const guides = await guideLibrary()
  const offset = offsetOf(page, limit)
  return pageResult(guides.slice(offset, offset + limit).map(summaryOf), page, limit, guides.length)
}
