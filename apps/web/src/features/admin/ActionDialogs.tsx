import { toast } from '../../components/ui/toast'
import { useRemoveRole, useSuspendAccount } from './admin.api'
import { ReasonDialog } from './ReasonDialog'

/** Removing a posting, with the reason its company is told. */
export function RemoveRoleDialog({
  role,
  isOpen,
  onClose,
}: {
  role: { id: string; title: string }
  isOpen: boolean
  onClose: () => void
}) {
  const remove = useRemoveRole()
  const close = () => {
    remove.reset()
    onClose()
  }
  return (
    <ReasonDialog
      isOpen={isOpen}
      title={`Remove “${role.title}”?`}
      description="The posting leaves every list at once; the company and its applicants are told."
      label="Reason (the company sees it)"
      isRequired
      variant="danger"
      confirmLabel="Remove role"
      pendingLabel="Removing..."
      isPending={remove.isPending}
      error={remove.error}
      onClose={close}
      onConfirm={(reason) =>
        remove.mutate(
          { id: role.id, reason },
          {
            onSuccess: () => {
              toast.success(`“${role.title}” was removed.`)
              close()
            },
          },
        )
      }
    />
  )
}

/** Suspending an account, with the reason it is told. */
export function SuspendAccountDialog({
  account,
  isOpen,
  onClose,
}: {
  account: { id: string; name: string; kind?: 'intern' | 'company' | 'admin' }
  isOpen: boolean
  onClose: () => void
}) {
  const suspend = useSuspendAccount()
  const name = account.name
  const close = () => {
    suspend.reset()
    onClose()
  }
  return (
    <ReasonDialog
      isOpen={isOpen}
      title={`Suspend ${name}?`}
      description={
        account.kind === 'company'
          ? 'It is signed out everywhere at once and cannot sign in; its roles are hidden and its applicants told.'
          : 'They are signed out everywhere at once and cannot sign in; their undecided applications are put on hold and each company they applied to is told.'
      }
      label="Reason (the account is told it)"
      isRequired
      variant="danger"
      confirmLabel="Suspend account"
      pendingLabel="Suspending..."
      isPending={suspend.isPending}
      error={suspend.error}
      onClose={close}
      onConfirm={(reason) =>
        suspend.mutate(
          { id: account.id, reason },
          {
            onSuccess: () => {
              toast.success(`${name} is suspended.`)
              close()
            },
          },
        )
      }
    />
  )
}
