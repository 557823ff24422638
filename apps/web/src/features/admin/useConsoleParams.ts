import { useCallback } from 'react'
import { useSearchParams } from 'react-router'
import { pageFromAddress } from '@app/domain'

/**
 * A console list's page, search and tab, kept in the address so that Back, a reload and a shared
 * link show the same list. A new search or tab starts again at page 1.
 */
export function useConsoleParams<Tab extends string>(tabs: readonly Tab[], defaultTab: Tab) {
  const [params, setParams] = useSearchParams()
  const requested = params.get('tab') as Tab | null
  const tab = requested && tabs.includes(requested) ? requested : defaultTab
  const page = pageFromAddress(params.get('page'))
  const search = params.get('search') ?? ''

  const update = useCallback(
    (changes: { tab?: Tab; page?: number; search?: string }) =>
      setParams((current) => {
        const next = new URLSearchParams(current)
        const set = (key: string, value: string | undefined) =>
          value ? next.set(key, value) : next.delete(key)
        if (changes.tab !== undefined) set('tab', changes.tab === defaultTab ? '' : changes.tab)
        if (changes.search !== undefined) set('search', changes.search)
        const isNewList = changes.tab !== undefined || changes.search !== undefined
        const nextPage = changes.page ?? (isNewList ? 1 : page)
        set('page', nextPage > 1 ? String(nextPage) : '')
        return next
      }),
    [setParams, defaultTab, page],
  )
  return { tab, page, search, update }
}
