import { useState } from 'react'
import { useNavigate } from 'react-router'
import {
  ACCOUNT_CHANGE_FIELDS,
  type AccountChangeField,
  type AccountChangeInput,
  type CompanyMe,
} from '@app/domain'
import { Button } from '../../components/ui/Button'
import { Dialog } from '../../components/ui/Dialog'
import { rememberPendingEmail } from '../../lib/session'
import { paths } from '../../app/paths'
import { CHANGE_FIELDS, currentValue } from './change-fields'
import { ChangeValueDialog } from './ChangeValueDialog'
import { ConfirmChangeDialog } from './ConfirmChangeDialog'
import { SettingsSection } from './SettingsSection'

type Flow =
  | { step: 'idle' }
  | { step: 'enter'; field: AccountChangeField }
  | { step: 'code'; challengeId: string; change: AccountChangeInput }
  | { step: 'saved' }

/** Name, email and phone, each changed through: new value → mailed code → 'Changes Saved'. */
export function BasicInfoSettings({ company }: { company: CompanyMe }) {
  const [flow, setFlow] = useState<Flow>({ step: 'idle' })
  const navigate = useNavigate()
  const cancel = () => setFlow({ step: 'idle' })

  return (
    <SettingsSection
      title="Basic Information"
      description="Changes to these details are confirmed with a code we email you."
    >
      <ul className="divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white">
        {ACCOUNT_CHANGE_FIELDS.map((field) => {
          const value = currentValue(company, field)
          return (
            <li key={field} className="flex items-center justify-between gap-3 p-4 sm:px-6">
              <div className="min-w-0">
                <p className="text-sm text-slate-500">{CHANGE_FIELDS[field].label}</p>
                <p className="truncate font-medium text-slate-900">{value || 'Not set'}</p>
              </div>
              <Button
                variant="secondary"
                className="shrink-0 px-4"
                aria-label={`Change ${CHANGE_FIELDS[field].label.toLowerCase()}`}
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
          company={company}
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
        <Button className="w-full sm:w-auto" onClick={() => void navigate(paths.company.settings)}>
          Ok, I Understand
        </Button>
      </Dialog>
    </SettingsSection>
  )
}
