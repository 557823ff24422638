import { useState } from 'react'
import { roleSavedOutcome, type RoleSavedOutcome, type RoleValues } from '@app/domain'
import { ApiError } from '../../lib/api-client'
import { roleErrorMessage, useCreateRole } from './company-roles.api'

/**
 * Proceed → 'Publish Internship Role' → Yes → what happened ('Role Posted', 'Role Saved' until the
 * company is verified, 'Held for Review'); a refusal stays in the dialog.
 */
export function usePublishRole(
  onPublished: () => void,
  /** The server's word on single fields, to show beside them too. */
  onFieldErrors?: (errors: Record<string, string>) => void,
) {
  const createRole = useCreateRole()
  const [pendingRole, setPendingRole] = useState<RoleValues | null>(null)
  const [outcome, setOutcome] = useState<RoleSavedOutcome | null>(null)

  const confirm = () => {
    if (!pendingRole) return
    createRole.mutate(pendingRole, {
      onSuccess: (role) => {
        onPublished()
        setPendingRole(null)
        setOutcome(roleSavedOutcome(role.state, true))
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
    /** What posting did, from the server's answer; null until it is posted. */
    outcome,
    error: createRole.isError ? roleErrorMessage(createRole.error) : null,
  }
}
