import { useState } from 'react'

/** Saved roles on the public page live only in this page's state (spec §3): nothing is sent. */
export function useSavedRoles() {
  const [savedIds, setSavedIds] = useState<ReadonlySet<string>>(() => new Set())
  const toggleSaved = (id: string) =>
    setSavedIds((current) => {
      const next = new Set(current)
      if (next.has(id)) next.delete(id)
      else next.add(id)
      return next
    })
  return { isSaved: (id: string) => savedIds.has(id), toggleSaved }
}
