import { useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { RoleInputSchema, type RoleValues } from '@app/domain'
import { EMPTY_ROLE, roleDraft, type RoleFormValues } from './role-form'

/**
 * The role form, checked on every change against the schema the API uses, with what is typed
 * kept as a draft under `draftKey` until `discardDraft` (after a save, or on request).
 */
export function useRoleForm(draftKey: string, startingValues: Partial<RoleFormValues> = {}) {
  const [restoredDraft] = useState(() => roleDraft.read(draftKey))
  const [hasRestoredDraft, setHasRestoredDraft] = useState(restoredDraft !== null)
  const form = useForm<RoleFormValues, unknown, RoleValues>({
    resolver: zodResolver(RoleInputSchema),
    mode: 'onChange',
    defaultValues: { ...EMPTY_ROLE, ...startingValues, ...restoredDraft },
  })

  useEffect(
    () =>
      form.subscribe({
        formState: { values: true },
        callback: ({ values }) => roleDraft.save(draftKey, values),
      }),
    [form, draftKey],
  )

  const discardDraft = (resetTo?: Partial<RoleFormValues>) => {
    roleDraft.clear(draftKey)
    setHasRestoredDraft(false)
    if (resetTo) {
      form.reset({ ...EMPTY_ROLE, ...resetTo })
      roleDraft.clear(draftKey)
    }
  }

  return { form, hasRestoredDraft, discardDraft }
}
