import { useSearchParams } from 'react-router'

/**
 * A list's criteria kept in the address, so Back, a refresh and a shared link keep them. `update`
 * sets each changed criterion (an empty value removes it); new criteria start again from the
 * first page. `replace` rewrites the current history entry, for typing.
 */
export function useAddressParams<Key extends string = string>() {
  const [params, setParams] = useSearchParams()
  const update = (changes: Partial<Record<Key, string>>, replace = false) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        for (const [key, value] of Object.entries<string | undefined>(changes)) {
          if (value) next.set(key, value)
          else next.delete(key)
        }
        if (!('page' in changes)) next.delete('page')
        return next
      },
      { replace },
    )
  return [params, update] as const
}
