import { useState } from 'react'
import {
  ROLE_MESSAGES,
  ROLE_TITLE_MAX_LENGTH,
  roleSavedOutcome,
  type CompanyRole,
  type RoleSavedOutcome,
  type RoleValues,
} from '@app/domain'
import { Button } from '../../components/ui/Button'
import { toast } from '../../components/ui/toast'
import { paths } from '../../lib/paths'
import { BackButton } from '../../components/ui/BackButton'
import { roleErrorMessage, useDeleteRole, useUpdateRole } from './company-roles.api'
import { DraftNotice } from './DraftNotice'
import { RoleOpeningPanel } from './RoleOpening'
import { DeleteRoleDialog, PublishRoleDialog, RoleDoneDialog } from './RoleDialogs'
import { RoleFormFields } from './RoleFormFields'
import { roleDraft, roleToFormValues } from './role-form'
import { useRoleForm } from './useRoleForm'

type Step = 'editing' | 'confirm-save' | 'saved' | 'confirm-delete' | 'deleted'

/** The edit form of one role, with Save Changes and Delete and their dialogs. */
export function EditRoleForm({ role }: { role: CompanyRole }) {
  const draftKey = roleDraft.editKey(role.id)
  const { form, hasRestoredDraft, discardDraft } = useRoleForm(draftKey, roleToFormValues(role))
  const updateRole = useUpdateRole(role.id)
  const deleteRole = useDeleteRole(role.id)
  const [step, setStep] = useState<Step>('editing')
  const [changes, setChanges] = useState<RoleValues | null>(null)
  const [formError, setFormError] = useState<string | null>(null)
  const [outcome, setOutcome] = useState<RoleSavedOutcome | null>(null)
  const { isValid, isSubmitting } = form.formState

  const onSubmit = form.handleSubmit(
    (values) => {
      setFormError(null)
      setChanges({ ...values, title: values.title.slice(0, ROLE_TITLE_MAX_LENGTH) })
      updateRole.reset()
      setStep('confirm-save')
    },
    () => setFormError(ROLE_MESSAGES.formInvalid),
  )

  const save = () => {
    if (!changes) return
    updateRole.mutate(changes, {
      onSuccess: (saved) => {
        discardDraft()
        const said = roleSavedOutcome(saved.state, false)
        if (said.isLive) toast.success(ROLE_MESSAGES.updated)
        setOutcome(said)
        setStep('saved')
      },
    })
  }
  const remove = () =>
    deleteRole.mutate(undefined, {
      onSuccess: () => {
        discardDraft()
        toast.success(ROLE_MESSAGES.deleted)
        setStep('deleted')
      },
    })
  const backToEditing = () => {
    updateRole.reset()
    deleteRole.reset()
    setStep('editing')
  }
  const errorOf = (error: unknown) => `Error: ${roleErrorMessage(error, 'Something went wrong.')}`

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <BackButton fallback={paths.company.jobBoards.href()} />
      <header>
        <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">Edit Role</h1>
        <p className="mt-1 text-sm break-words text-slate-600">{role.title || 'Untitled Role'}</p>
      </header>

      <RoleOpeningPanel role={role} />

      {hasRestoredDraft && (
        <DraftNotice
          text="We kept the changes you had not saved yet."
          actionLabel="Discard changes"
          onDiscard={() => discardDraft(roleToFormValues(role))}
        />
      )}

      <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-6">
        <RoleFormFields form={form} isEdit questionsAnswered={role.questionsAnswered} />
        {formError && !isValid && (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
            {formError}
          </p>
        )}
        {!isValid && (
          <p className="text-sm text-slate-500">
            Fix the fields marked in red to save your changes.
          </p>
        )}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
          <Button variant="danger" onClick={() => setStep('confirm-delete')}>
            Delete
          </Button>
          <Button type="submit" disabled={!isValid || isSubmitting || updateRole.isPending}>
            Save Changes
          </Button>
        </div>
      </form>

      <PublishRoleDialog
        isOpen={step === 'confirm-save'}
        isPending={updateRole.isPending}
        error={updateRole.isError ? errorOf(updateRole.error) : null}
        onConfirm={save}
        onCancel={backToEditing}
      />
      <DeleteRoleDialog
        isOpen={step === 'confirm-delete'}
        isPending={deleteRole.isPending}
        error={deleteRole.isError ? errorOf(deleteRole.error) : null}
        onConfirm={remove}
        onCancel={backToEditing}
      />
      <RoleDoneDialog
        isOpen={step === 'saved'}
        title={outcome?.title ?? ''}
        description={outcome?.description ?? ''}
        isDone={outcome?.isLive}
      />
      <RoleDoneDialog
        isOpen={step === 'deleted'}
        title="Role Deleted"
        description="The role is no longer visible to candidates."
      />
    </div>
  )
}
