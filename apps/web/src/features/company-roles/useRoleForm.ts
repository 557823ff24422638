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
  const startingOrDraft = (name: keyof RoleFormValues) =>
    (restoredDraft !== null && name in restoredDraft) || name in startingValues
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

  // Values that arrive filled (a restored draft, a role being edited) are checked at once, so a
  // disabled button never hides its reason.
  useEffect(() => {
    const filled = (Object.keys(form.getValues()) as (keyof RoleFormValues)[]).filter((name) => {
      const value = form.getValues(name)
      return value !== '' && value !== undefined && value !== null && startingOrDraft(name)
    })
    if (filled.length > 0) void form.trigger(filled)
    // Only on arrival; later changes are checked as they happen.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [form])

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
