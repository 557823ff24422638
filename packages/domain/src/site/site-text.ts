import { SUPPORT_EMAIL } from '../shared/site-links.js'

/*
 * The words of the public site's pages as data (issue 33): the web app's React pages and the pages
 * the server writes for browsers without JavaScript both draw them from here, so the two say the
 * same thing and link to the same places. Plain structure only (no markup, no zod): each side turns
 * it into its own elements with the same class names.
 */

/** A run of text: plain, strong, or a link (to a page of the site, or the support mailbox). */
export type SiteInline = string | { strong: string } | { href: string; text: string }

/** A paragraph, or a bulleted list of items. */
export type SiteBlock =
  { paragraph: readonly SiteInline[] } | { list: readonly (readonly SiteInline[])[] }

/** The support mailbox as a link, as every legal page writes it. */
export const SUPPORT_EMAIL_LINK = { href: `mailto:${SUPPORT_EMAIL}`, text: SUPPORT_EMAIL } as const

/** A paragraph of these runs (reads better than the object in long texts). */
export const paragraph = (...runs: SiteInline[]): SiteBlock => ({ paragraph: runs })
/** A list whose items are single plain sentences. */
export const list = (...items: string[]): SiteBlock => ({ list: items.map((item) => [item]) })

/** The page's address, when a link leads to a page of the site (not mail, not another site). */
export const isSitePath = (href: string) => href.startsWith('/')
