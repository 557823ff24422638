import crypto from 'node:crypto'
import {
  GUIDE_TAG_LABELS,
  WEB_PAGES,
  escapeHtml,
  guideDateLine,
  relatedGuides,
  type GuideTag,
} from '@app/domain'
import type { Guide } from './guides.service.js'

/*
 * The guides' pages as whole HTML documents (decision 066): readable with scripts off, one small
 * stylesheet in the page (the site's colours from apps/web/src/index.css and its system fonts),
 * no script at all. Text of ours goes in escaped; an article's HTML is ours as it stands.
 */

const STYLESHEET = `*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif;color:#0f172a;background:#fff;line-height:1.6;overflow-wrap:break-word}
a{color:#183a94;text-underline-offset:2px}
a:hover{color:#0b1f4d}
:focus-visible{outline:2px solid #2f5bd3;outline-offset:2px}
.skip{position:absolute;left:-9999px;top:.5rem;background:#0b1f4d;color:#fff;padding:.5rem 1rem;border-radius:.5rem}
.skip:focus{left:.5rem}
.wrap{max-width:72rem;margin:0 auto;padding:0 1rem}
.site{border-bottom:1px solid #e2e8f0;background:#fff}
.bar{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:.25rem 1rem;padding-top:.5rem;padding-bottom:.5rem}
.brand{display:inline-flex;align-items:center;gap:.5rem;min-height:44px;font-weight:700;font-size:1.125rem;color:#0b1f4d;text-decoration:none}
.nav{display:flex;flex-wrap:wrap;align-items:center;gap:.25rem;margin:0;padding:0;list-style:none}
.nav a{display:inline-flex;align-items:center;min-height:44px;padding:0 .75rem;border-radius:.5rem;font-size:.875rem;font-weight:500;color:#475569;text-decoration:none}
.nav a:hover{color:#0b1f4d}
.nav a[aria-current]{background:#eef3ff;color:#0b1f4d}
.nav .cta,.button{background:#0b1f4d;color:#fff;font-weight:600}
.nav .cta:hover,.button:hover{background:#183a94;color:#fff}
main{display:block;padding:1.5rem 0 3rem}
.crumbs{font-size:.875rem;color:#475569;margin:0 0 1rem}
.crumbs a{color:#475569}
.doc{max-width:44rem}
h1{font-size:clamp(1.75rem,6vw,2.5rem);line-height:1.2;color:#0b1f4d;margin:.25rem 0 .75rem}
.doc>header{margin-bottom:1.5rem}
.lede{font-size:1.125rem;color:#334155;margin:0 0 .75rem}
.meta{font-size:.875rem;color:#475569;margin:0}
.tags{display:flex;flex-wrap:wrap;gap:.375rem;margin:0;padding:0;list-style:none}
.tags li{font-size:.75rem;font-weight:600;background:#eef3ff;color:#0b1f4d;border-radius:999px;padding:.125rem .625rem}
.toc{margin:1.5rem 0;padding:1rem 1.25rem;background:#f8fafc;border:1px solid #e2e8f0;border-radius:.75rem}
.toc h2{font-size:1rem;margin:0 0 .5rem;color:#0b1f4d}
.toc ol{margin:0;padding-left:1.25rem}
.toc li{margin:.25rem 0}
.prose{font-size:1.0625rem}
.prose h2{font-size:1.4rem;line-height:1.3;color:#0b1f4d;margin:2.25rem 0 .75rem}
.prose h3{font-size:1.125rem;color:#0b1f4d;margin:1.75rem 0 .5rem}
.prose p,.prose ul,.prose ol{margin:0 0 1rem}
.prose ul,.prose ol{padding-left:1.5rem}
.prose li{margin:.375rem 0}
.prose blockquote{margin:1.5rem 0;padding:.75rem 1rem;background:#eef3ff;border-left:4px solid #22c55e;border-radius:0 .5rem .5rem 0}
.prose blockquote p:last-child{margin-bottom:0}
.prose pre{white-space:pre-wrap;background:#f8fafc;border:1px solid #e2e8f0;border-radius:.5rem;padding:1rem;font-family:inherit;font-size:1rem}
.prose code{font-family:inherit}
.prose hr{border:0;border-top:1px solid #e2e8f0;margin:2rem 0}
.invite{margin:2.5rem 0;padding:1.25rem;border-radius:.75rem;background:#0b1f4d;color:#fff}
.invite h2{margin:0 0 .5rem;font-size:1.25rem}
.invite p{margin:0 0 1rem;color:#dbe5ff}
.invite a{display:inline-flex;align-items:center;min-height:44px;padding:0 1.25rem;border-radius:.5rem;font-weight:600;text-decoration:none}
.invite .go{background:#22c55e;color:#0b1f4d}
.invite .go:hover{background:#16a34a;color:#0b1f4d}
.invite .also{color:#fff;text-decoration:underline}
.invite :focus-visible,.foot :focus-visible{outline-color:#fff}
.cards{display:grid;gap:1rem;grid-template-columns:repeat(auto-fill,minmax(17rem,1fr));margin:0;padding:0;list-style:none}
.card{height:100%;padding:1.25rem;border:1px solid #e2e8f0;border-radius:.75rem;box-shadow:0 1px 2px rgba(15,23,42,.06)}
.card h2,.card h3{font-size:1.125rem;line-height:1.35;margin:.5rem 0}
.card a{color:#0b1f4d;text-decoration:none}
.card a:hover{text-decoration:underline}
.card p{margin:0 0 .5rem;color:#475569;font-size:.9375rem}
.button{display:inline-flex;align-items:center;min-height:44px;padding:0 1.25rem;border-radius:.5rem;text-decoration:none}
.foot{background:#0b1f4d;color:#fff;padding:2.5rem 0 1rem;font-size:.875rem}
.foot h2{font-size:.8125rem;letter-spacing:.05em;text-transform:uppercase;color:#22c55e;margin:0 0 .75rem}
.foot ul{margin:0 0 1.5rem;padding:0;list-style:none;columns:16rem}
.foot li{margin:0 0 .5rem;break-inside:avoid}
.foot a{color:#dbe5ff}
.foot a:hover{color:#fff}
@media (max-width:30rem){.nav{width:100%;justify-content:space-between}.nav a{padding:0 .5rem}}
@media (min-width:64rem){.doc.has-toc{max-width:none;display:grid;grid-template-columns:minmax(0,44rem) 16rem;column-gap:4rem}.has-toc>header{grid-row:1}.has-toc>.prose{grid-row:2}.has-toc>.toc{grid-column:2;grid-row:1/span 2;align-self:start;position:sticky;top:1rem;margin-top:.5rem}}
.foot .small{border-top:1px solid rgba(255,255,255,.1);padding-top:1rem;color:#dbe5ff;text-align:center;font-size:.75rem}`

/** The hash that lets the stylesheet, and nothing else, style these pages. */
const STYLE_HASH = `'sha256-${crypto.createHash('sha256').update(STYLESHEET).digest('base64')}'`

/**
 * The guides' own Content-Security-Policy: tighter than the app's (no script, no connection, the
 * one stylesheet by its hash). The other security headers are the app's (decision 066).
 */
export const GUIDE_PAGE_CSP = [
  "default-src 'self'",
  "script-src 'none'",
  `style-src ${STYLE_HASH}`,
  "img-src 'self' data:",
  "connect-src 'none'",
  "object-src 'none'",
  "frame-src 'none'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join(';')

/** The site's mark (public/favicon.svg), drawn in the page so it needs no request. */
const MARK =
  '<svg aria-hidden="true" width="32" height="32" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#0b1f4d"/><path d="M9 23V9h4v14zm7 0V9h5a5 5 0 0 1 0 10h-1v4zm4-8h1a1 1 0 0 0 0-2h-1z" fill="#22c55e"/></svg>'

export interface PageSite {
  /** The address people use (PUBLIC_URL), for canonical links. */
  canonicalOf(slug?: string): string
  /** Every guide, for the footer. */
  guides: readonly Guide[]
  year: number
}

interface PageParts {
  title: string
  description: string
  /** Absent on the not-found page, which search engines must not keep. */
  canonical?: string
  /** 'list' marks the Guides link as the current page. */
  current?: 'list'
  main: string
}

const tagList = (tags: readonly GuideTag[]) =>
  `<ul class="tags" aria-label="Topics">${tags
    .map((tag) => `<li>${escapeHtml(GUIDE_TAG_LABELS[tag])}</li>`)
    .join('')}</ul>`

const dateLine = (guide: Guide) =>
  `<p class="meta"><time datetime="${guide.updatedAt}">${escapeHtml(guideDateLine(guide.updatedAt, guide.readingMinutes))}</time></p>`

/** A card names a guide's first topics only; its page lists them all. */
const CARD_TAGS = 3

function guideCard(guide: Guide, heading: 'h2' | 'h3') {
  return (
    `<li><article class="card">${tagList(guide.tags.slice(0, CARD_TAGS))}` +
    `<${heading}><a href="${WEB_PAGES.guides.href(guide.slug)}">${escapeHtml(guide.title)}</a></${heading}>` +
    `<p>${escapeHtml(guide.summary)}</p>${dateLine(guide)}</article></li>`
  )
}

function page(site: PageSite, parts: PageParts): string {
  const current = parts.current === 'list' ? ' aria-current="page"' : ''
  const head =
    `<!doctype html><html lang="en-NG"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${escapeHtml(parts.title)}</title>` +
    `<meta name="description" content="${escapeHtml(parts.description)}">` +
    (parts.canonical
      ? `<link rel="canonical" href="${escapeHtml(parts.canonical)}">` +
        `<meta property="og:type" content="article"><meta property="og:site_name" content="Internplace">` +
        `<meta property="og:title" content="${escapeHtml(parts.title)}">` +
        `<meta property="og:description" content="${escapeHtml(parts.description)}">` +
        `<meta property="og:url" content="${escapeHtml(parts.canonical)}">`
      : `<meta name="robots" content="noindex">`) +
    `<link rel="icon" type="image/svg+xml" href="/favicon.svg"><meta name="theme-color" content="#0b1f4d">` +
    `<style>${STYLESHEET}</style></head>`
  const header =
    `<a class="skip" href="#main">Skip to content</a>` +
    `<header class="site"><div class="wrap bar"><a class="brand" href="/">${MARK}Internplace</a>` +
    `<nav aria-label="Main"><ul class="nav">` +
    `<li><a href="${WEB_PAGES.guides.href()}"${current}>Guides</a></li>` +
    `<li><a href="${WEB_PAGES.findInternships.href()}">Find internships</a></li>` +
    `<li><a class="cta" href="${WEB_PAGES.internSignUp.href()}">Sign up free</a></li>` +
    `</ul></nav></div></header>`
  const footer =
    `<footer class="foot"><div class="wrap"><nav aria-label="All guides"><h2>Guides</h2><ul>` +
    site.guides
      .map(
        (guide) =>
          `<li><a href="${WEB_PAGES.guides.href(guide.slug)}">${escapeHtml(guide.title)}</a></li>`,
      )
      .join('') +
    `</ul></nav><p><a href="${WEB_PAGES.contact.href()}">Contact us</a> · <a href="${WEB_PAGES.guides.href()}">All guides</a></p>` +
    `<p class="small">© ${site.year} Internplace. Made in Nigeria.</p></div></footer>`
  return `${head}<body>${header}<main id="main"><div class="wrap">${parts.main}</div></main>${footer}</body></html>`
}

const crumbs = (here?: string) =>
  `<nav aria-label="Breadcrumb" class="crumbs"><a href="/">Home</a> › ` +
  (here
    ? `<a href="${WEB_PAGES.guides.href()}">Guides</a> › <span aria-current="page">${escapeHtml(here)}</span>`
    : `<span aria-current="page">Guides</span>`) +
  `</nav>`

const invite = (heading: string) =>
  `<aside class="invite" aria-labelledby="invite-title"><h2 id="invite-title">${heading}</h2>` +
  `<p>Internplace lists verified SIWES/IT places, NYSC roles, internships and first jobs across Nigeria. No company may charge you a fee.</p>` +
  `<a class="go" href="${WEB_PAGES.internSignUp.href()}">Create your free profile</a> ` +
  `<a class="also" href="${WEB_PAGES.findInternships.href()}">Browse roles</a></aside>`

export function guidePageHtml(site: PageSite, guide: Guide): string {
  const toc =
    guide.headings.length >= 3
      ? `<nav class="toc" aria-labelledby="toc-title"><h2 id="toc-title">On this page</h2><ol>` +
        guide.headings
          .map((heading) => `<li><a href="#${heading.id}">${escapeHtml(heading.text)}</a></li>`)
          .join('') +
        `</ol></nav>`
      : ''
  const related = relatedGuides(guide, site.guides)
  const main =
    `${crumbs(guide.title)}<article class="doc${toc ? ' has-toc' : ''}" aria-labelledby="guide-title">` +
    `<header>${tagList(guide.tags)}<h1 id="guide-title">${escapeHtml(guide.title)}</h1>` +
    `<p class="lede">${escapeHtml(guide.summary)}</p>${dateLine(guide)}</header>` +
    `${toc}<div class="prose">${guide.html}</div></article>${invite('Put this guide to work')}` +
    `<section aria-labelledby="related-title"><h2 id="related-title">Related guides</h2>` +
    `<ul class="cards">${related.map((other) => guideCard(other, 'h3')).join('')}</ul></section>`
  return page(site, {
    title: `${guide.title} — Internplace guides`,
    description: guide.summary,
    canonical: site.canonicalOf(guide.slug),
    main,
  })
}

export const GUIDES_LIST_TITLE = 'Career guides for Nigerian students and graduates'

export function guidesListHtml(site: PageSite): string {
  const main =
    `${crumbs()}<div class="doc"><h1>${GUIDES_LIST_TITLE}</h1>` +
    `<p class="lede">Plain, practical guides to your CV, SIWES/IT, NYSC, interviews, stipends and your first job, written for how things work in Nigeria.</p></div>` +
    `<ul class="cards" aria-label="Guides">${site.guides.map((guide) => guideCard(guide, 'h2')).join('')}</ul>` +
    invite('Put these guides to work')
  return page(site, {
    title: `${GUIDES_LIST_TITLE} — Internplace`,
    description:
      'Free guides for Nigerian students and graduates: writing a CV with no experience, SIWES and ITF forms, NYSC clearance, interviews, stipends and spotting scams.',
    canonical: site.canonicalOf(),
    current: 'list',
    main,
  })
}

export function guideNotFoundHtml(site: PageSite): string {
  const main =
    `${crumbs()}<div class="doc"><h1>We could not find that guide</h1>` +
    `<p class="lede">It may have moved, or the link may be wrong. These are the guides we have:</p></div>` +
    `<ul class="cards" aria-label="Guides">${site.guides.map((guide) => guideCard(guide, 'h2')).join('')}</ul>`
  return page(site, {
    title: 'Guide not found — Internplace',
    description: 'This guide does not exist. See all Internplace guides.',
    main,
  })
}
