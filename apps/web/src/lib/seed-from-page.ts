import type { QueryClient } from '@tanstack/react-query'
import { QUERY_SEEDS_ELEMENT_ID, type QuerySeed } from '@app/domain'

/**
 * Puts the answers a server page came with into the cache before the app's first render (domain
 * query-seeds, decision 077): the app takes the page over showing what the server showed, with no
 * loading state in between. The element is inside the root, which the app's render replaces.
 */
export function seedFromPage(queryClient: QueryClient) {
  const element = document.getElementById(QUERY_SEEDS_ELEMENT_ID)
  if (!element?.textContent) return
  try {
    for (const [key, data] of JSON.parse(element.textContent) as QuerySeed[]) {
      queryClient.setQueryData(key, data)
    }
  } catch {
    // A page whose seeds cannot be read is fetched as any other page is.
  }
  element.remove()
}
