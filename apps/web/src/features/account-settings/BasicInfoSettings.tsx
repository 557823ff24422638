import { useState } from 'react'
import { useNavigate } from 'react-router'
import type { AccountChangeField, AccountChangeInput } from '@app/domain'
import { Link } from 'react-router'
import { Button } from '../../components/ui/Button'
import { Dialog } from '../../components/ui/Dialog'
import { rememberPendingEmail } from '../../lib/session'
import { paths } from '../../lib/paths'
import { changeFieldCopy, currentValue, type SettingsAccount } from './change-fields'
import { ChangeValueDialog } from './ChangeValueDialog'
import { ConfirmChangeDialog } from './ConfirmChangeDialog'
import { SettingsSection } from './SettingsSection'
import { useSettingsKind } from './settings-kind'

type Flow =
  | { step: 'idle' }
  | { step: 'enter'; field: AccountChangeField }
  | { step: 'code'; challengeId: string; change: AccountChangeInput }
  | { step: 'saved' }

const rowClass = 'flex items-center justify-between gap-3 p-4 sm:px-6'

/** An intern's name is part of the profile, so it is edited there, not by a mailed code. */
function FullNameRow({ name }: { name: string | null }) {
  return (
    <li className={rowClass}>
      <div className="min-w-0">
        <p className="text-sm text-slate-500">Full name</p>
        <p className="font-medium wrap-anywhere text-slate-900">{name || 'Not set'}</p>
      </div>
      <Link
        to={paths.intern.profile.href()}
        className="inline-flex min-h-11 shrink-0 items-center rounded-lg px-3 text-sm font-semibold text-brand-700 underline hover:text-brand-900"
      >
        Edit on profile <span className="sr-only">(your name)</span>
      </Link>
    </li>
  )
}

/** Name, email and phone, each changed through: new value → mailed code → 'Changes Saved'. */
export function BasicInfoSettings({ account }: { account: SettingsAccount }) {
  const settings = useSettingsKind()
  const [flow, setFlow] = useState<Flow>({ step: 'idle' })
  const navigate = useNavigate()
  const cancel = () => setFlow({ step: 'idle' })

  return (
    <SettingsSection
      title="Basic Information"
      description="Changes to these details are confirmed with a code we email you."
    >
      <ul className="divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white">
        {settings.kind === 'intern' && <FullNameRow name={account.name} />}
        {settings.changeFields.map((field) => {
          const value = currentValue(account, field)
          const copy = changeFieldCopy(field, settings.kind)
          return (
            <li key={field} className={rowClass}>
              <div className="min-w-0">
                <p className="text-sm text-slate-500">{copy.label}</p>
                <p className="font-medium wrap-anywhere text-slate-900">{value || 'Not set'}</p>
              </div>
              <Button
                variant="secondary"
                className="shrink-0 px-4"
                aria-label={`Change ${copy.label.toLowerCase()}`}
                onClick={() => setFlow({ step: 'enter', field })}
              >
                Change
              </Button>
            </li>
          )
        })}
      </ul>

      {flow.step === 'enter' && (
        <ChangeValueDialog
          field={flow.field}
          countryCode={account.countryCode}
          onCancel={cancel}
          onCodeSent={(challengeId, change) => setFlow({ step: 'code', challengeId, change })}
        />
      )}
      {flow.step === 'code' && (
        <ConfirmChangeDialog
          challengeId={flow.challengeId}
          change={flow.change}
          onCancel={cancel}
          onConfirmed={() => {
            // The stored address is what the code screen resends to at the next sign-in.
            if (flow.change.field === 'email')
              rememberPendingEmail(flow.change.value.trim().toLowerCase())
            setFlow({ step: 'saved' })
          }}
        />
      )}
      <Dialog
        isOpen={flow.step === 'saved'}
        title="Changes Saved"
        description="Your details have been updated."
      >
        <Button className="w-full sm:w-auto" onClick={() => void navigate(settings.afterChange)}>
          Ok, I Understand
        </Button>
      </Dialog>
    </SettingsSection>
  )
}
