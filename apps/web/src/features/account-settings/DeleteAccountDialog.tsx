import { useState } from 'react'
import { Button } from '../../components/ui/Button'
import { Dialog } from '../../components/ui/Dialog'
import { useDeleteAccount } from './account-settings.api'
import { useSettingsKind } from './settings-kind'

const CONFIRM_WORD = 'DELETE'

/** Deleting is for good, so the word DELETE must be typed first. */
export function DeleteAccountDialog({ onCancel }: { onCancel: () => void }) {
  const [typed, setTyped] = useState('')
  const deleteAccount = useDeleteAccount()
  const isConfirmed = typed.trim() === CONFIRM_WORD

  return (
    <Dialog
      isOpen
      role="alertdialog"
      title="Delete your account?"
      description={useSettingsKind().deleteWarning}
      onClose={deleteAccount.isPending ? undefined : onCancel}
    >
      <form
        noValidate
        className="space-y-4 text-left"
        onSubmit={(event) => {
          event.preventDefault()
          if (isConfirmed) deleteAccount.mutate()
        }}
      >
        <div>
          <label
            htmlFor="delete-confirm"
            className="mb-1.5 block text-sm font-medium text-slate-800"
          >
            Type {CONFIRM_WORD} to confirm
          </label>
          <input
            id="delete-confirm"
            type="text"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            className="block min-h-11 w-full rounded-lg border border-slate-300 px-3 text-base focus:border-red-500 focus:ring-4 focus:ring-red-100 focus:outline-none sm:text-sm"
          />
        </div>
        {deleteAccount.isError && (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
            {deleteAccount.error.message}
          </p>
        )}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-center">
          <Button variant="secondary" onClick={onCancel} disabled={deleteAccount.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="danger" disabled={!isConfirmed || deleteAccount.isPending}>
            {deleteAccount.isPending ? 'Deleting...' : 'Delete my account'}
          </Button>
        </div>
      </form>
    </Dialog>
  )
}
