import { QUERY_SEEDS_ELEMENT_ID, type QuerySeed } from '@app/domain'
import { trustedHtml } from './html.js'

/**
 * The page's answers as a JSON script element (domain query-seeds, decision 077). A script's text
 * is not HTML: entities are not decoded there, so the JSON is written as it is, with every '<'
 * escaped as \u003c so nothing a company wrote can close the element.
 */
export function querySeedsHtml(seeds: QuerySeed[]) {
  const json = JSON.stringify(seeds).replace(/</g, '\\u003c')
  return trustedHtml(
    `<script type="application/json" id="${QUERY_SEEDS_ELEMENT_ID}">${json}</script>`,
  )
}
