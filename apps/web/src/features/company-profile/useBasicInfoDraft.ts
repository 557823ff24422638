import { useCallback, useState } from 'react'
import type { CompanyBasicInfoInput } from '@app/domain'

const keyFor = (accountId: string) => `companyProfileDraft.basicInfo.${accountId}`

function read(key: string): CompanyBasicInfoInput | null {
  try {
    const raw = localStorage.getItem(key)
    return raw ? (JSON.parse(raw) as CompanyBasicInfoInput) : null
  } catch {
    return null
  }
}

/**
 * The basic-information form kept on this device until it is submitted (spec §4: 'draft'), one per
 * account, so that nothing typed is lost when the page is left or reloaded.
 */
export function useBasicInfoDraft(accountId: string) {
  const key = keyFor(accountId)
  const [draft, setDraft] = useState(() => read(key))

  const save = useCallback(
    (values: CompanyBasicInfoInput) => {
      localStorage.setItem(key, JSON.stringify(values))
      setDraft(values)
    },
    [key],
  )
  const clear = useCallback(() => {
    localStorage.removeItem(key)
    setDraft(null)
  }, [key])

  return { draft, save, clear }
}
export type BasicInfoDraft = ReturnType<typeof useBasicInfoDraft>
