import { useNavigate } from 'react-router'
import { Button } from '../../components/ui/Button'
import { BusyAlertDialog, Dialog } from '../../components/ui/Dialog'
import { SuccessTick } from '../../components/ui/SuccessTick'
import { paths } from '../../lib/paths'
import type { usePublishRole } from './usePublishRole'

interface ConfirmProps {
  isOpen: boolean
  isPending: boolean
  /** The server's answer to the last try; the dialog stays open to show it. */
  error?: string | null
  onConfirm: () => void
  onCancel: () => void
}

function DialogError({ error }: { error?: string | null }) {
  if (!error) return null
  return (
    <p role="alert" className="mb-4 rounded-lg bg-red-50 px-3 py-2 text-left text-sm text-red-800">
      {error}
    </p>
  )
}

interface ConfirmDialogProps extends ConfirmProps {
  title: string
  description: string
  cancelLabel: string
  confirmLabel: string
  pendingLabel: string
  isDanger?: boolean
}

/** Stays open, and cannot be closed, while the request runs; a refusal shows inside it. */
export function ConfirmDialog({
  isOpen,
  isPending,
  error,
  onConfirm,
  onCancel,
  title,
  description,
  cancelLabel,
  confirmLabel,
  pendingLabel,
  isDanger = false,
}: ConfirmDialogProps) {
  return (
    <BusyAlertDialog
      isOpen={isOpen}
      isPending={isPending}
      title={title}
      description={description}
      onClose={onCancel}
    >
      <DialogError error={error} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-center">
        <Button variant="secondary" onClick={onCancel} disabled={isPending}>
          {cancelLabel}
        </Button>
        <Button variant={isDanger ? 'danger' : 'primary'} onClick={onConfirm} disabled={isPending}>
          {isPending ? pendingLabel : confirmLabel}
        </Button>
      </div>
    </BusyAlertDialog>
  )
}

/** 'Publish Internship Role': the last word before a role goes live (or its changes do). */
export const PublishRoleDialog = (props: ConfirmProps) => (
  <ConfirmDialog
    {...props}
    title="Publish Internship Role"
    description="Are you sure you want to post this role? Once published, it will be visible to candidates."
    cancelLabel="No"
    confirmLabel="Yes"
    pendingLabel="Publishing..."
  />
)

export const DeleteRoleDialog = (props: ConfirmProps) => (
  <ConfirmDialog
    {...props}
    title="Are you sure you want to delete this role?"
    description="The role is removed from your job board and from the public listings."
    cancelLabel="Cancel"
    confirmLabel="Confirm"
    pendingLabel="Deleting..."
    isDanger
  />
)

/**
 * 'Role Posted', 'Held for Review', 'Role Deleted' …: what happened, and the way back to the job
 * boards. The tick is for a role that is live or gone as asked, not for one left waiting.
 */
export function RoleDoneDialog({
  isOpen,
  title,
  description,
  isDone = true,
}: {
  isOpen: boolean
  title: string
  description: string
  isDone?: boolean
}) {
  const navigate = useNavigate()
  const goToJobBoards = () => void navigate(paths.company.jobBoards.href())
  return (
    <Dialog
      isOpen={isOpen}
      title={title}
      description={description}
      icon={isDone ? <SuccessTick /> : undefined}
      onClose={goToJobBoards}
    >
      <Button className="w-full sm:w-auto" onClick={goToJobBoards}>
        Go to Job Boards
      </Button>
    </Dialog>
  )
}

/**
 * A new role's publish flow: the confirmation, then what the server did with it ('Role Posted'
 * only when it is live: domain roleSavedOutcome).
 */
export function PublishFlowDialogs({ publish }: { publish: ReturnType<typeof usePublishRole> }) {
  return (
    <>
      <PublishRoleDialog
        isOpen={publish.isAsking}
        isPending={publish.isPending}
        error={publish.error}
        onConfirm={publish.confirm}
        onCancel={publish.cancel}
      />
      <RoleDoneDialog
        isOpen={publish.outcome !== null}
        title={publish.outcome?.title ?? ''}
        description={publish.outcome?.description ?? ''}
        isDone={publish.outcome?.isLive}
      />
    </>
  )
}
