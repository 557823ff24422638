import { useState } from 'react'
import type { RoleValues } from '@app/domain'
import { roleErrorMessage, useCreateRole } from './company-roles.api'

/** Proceed → 'Publish Internship Role' → Yes → 'Role Posted'; a refusal stays in the dialog. */
export function usePublishRole(onPublished: () => void) {
  const createRole = useCreateRole()
  const [pendingRole, setPendingRole] = useState<RoleValues | null>(null)
  const [isPosted, setIsPosted] = useState(false)

  const confirm = () => {
    if (!pendingRole) return
    createRole.mutate(pendingRole, {
      onSuccess: () => {
        onPublished()
        setPendingRole(null)
        setIsPosted(true)
      },
    })
  }
  const cancel = () => {
    createRole.reset()
    setPendingRole(null)
  }

  return {
    ask: (role: RoleValues) => {
      createRole.reset()
      setPendingRole(role)
    },
    confirm,
    cancel,
    isAsking: pendingRole !== null,
    isPending: createRole.isPending,
    isPosted,
    error: createRole.isError ? roleErrorMessage(createRole.error) : null,
  }
}
