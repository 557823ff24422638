import { useState } from 'react'
import type { RoleValues } from '@app/domain'
import { ApiError } from '../../lib/api-client'
import { roleErrorMessage, useCreateRole } from './company-roles.api'

/** Proceed → 'Publish Internship Role' → Yes → 'Role Posted'; a refusal stays in the dialog. */
export function usePublishRole(
  onPublished: () => void,
  /** The server's word on single fields, to show beside them too. */
  onFieldErrors?: (errors: Record<string, string>) => void,
) {
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
      onError: (error) => {
        if (error instanceof ApiError && error.errors) onFieldErrors?.(error.errors)
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
