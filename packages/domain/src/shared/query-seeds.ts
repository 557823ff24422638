/*
 * Answers a server page already holds, handed to the web app with the page (issue 33, decision
 * 077): the page writes the very answer its query would fetch, keyed as the app keys that query,
 * into a JSON script element; the app puts each in its cache before its first render, so it takes
 * the page over with the same content at once, never a loading state after the server's list.
 */

/** The id of the `<script type="application/json">` element holding a page's seeds. */
export const QUERY_SEEDS_ELEMENT_ID = 'query-seeds'

/** A query's key as the app builds it (JSON: no undefined values) and its answer's `data`. */
export type QuerySeed = [key: readonly unknown[], data: unknown]
