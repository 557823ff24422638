import { useState } from 'react'
import {
  ALERT_FREQUENCIES,
  ALERT_MESSAGES,
  INTERN_ROLES_WORDS,
  ROLE_TYPE_LABELS,
  describeAlert,
  hasAlertCriteria,
  type AlertFrequency,
  type PlacementType,
  type RoleType,
} from '@app/domain'
import { Button } from '../../components/ui/Button'
import { Dialog } from '../../components/ui/Dialog'
import { toast } from '../../components/ui/toast'
import { hasMessageForPeople } from '../../lib/api-client'
import { useCreateJobAlert } from '../../lib/alert-queries'

const FREQUENCY_TEXT: Record<AlertFrequency, { label: string; hint: string }> = {
  immediate: { label: 'As soon as a role is posted', hint: 'One email per new role' },
  daily: { label: 'Once a day', hint: 'One email each morning with the day’s roles' },
}

/**
 * 'Alert me about roles like these': saves the page's search, location, work type and placement type as a job
 * alert; new roles that match reach the intern in the app and by email.
 */
export function AlertMeButton({
  criteria,
}: {
  criteria: {
    search?: string
    location?: string
    type?: RoleType
    placementType?: PlacementType
  }
}) {
  const [isOpen, setIsOpen] = useState(false)
  const [frequency, setFrequency] = useState<AlertFrequency>('immediate')
  const create = useCreateJobAlert()
  const alert = {
    search: criteria.search ?? null,
    location: criteria.location ?? null,
    type: criteria.type ?? null,
    placementType: criteria.placementType ?? null,
  }
  // With no search or filter on the page there is nothing to watch (the API refuses it too).
  const canSave = hasAlertCriteria(alert)

  const save = () =>
    create.mutate(
      { ...alert, frequency },
      {
        onSuccess: () => {
          setIsOpen(false)
          toast.success(ALERT_MESSAGES.created)
        },
        onError: (error) =>
          toast.error(hasMessageForPeople(error) ? error.message : 'The alert was not saved.'),
      },
    )

  return (
    <>
      <Button variant="secondary" onClick={() => setIsOpen(true)}>
        {INTERN_ROLES_WORDS.alertMe}
      </Button>
      <Dialog
        isOpen={isOpen}
        onClose={() => setIsOpen(false)}
        title="Get an alert for new roles"
        description={
          canSave
            ? `New roles matching "${describeAlert(alert, ROLE_TYPE_LABELS)}" will reach you here and by email.`
            : ALERT_MESSAGES.noCriteria
        }
      >
        <fieldset className="mt-4 space-y-2" hidden={!canSave}>
          <legend className="text-sm font-semibold text-slate-900">How often?</legend>
          {ALERT_FREQUENCIES.map((value) => (
            <label
              key={value}
              className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-slate-200 p-3 has-[:checked]:border-brand-700"
            >
              <input
                type="radio"
                name="alert-frequency"
                value={value}
                checked={frequency === value}
                onChange={() => setFrequency(value)}
                className="mt-1"
              />
              <span>
                <span className="block text-sm font-medium text-slate-900">
                  {FREQUENCY_TEXT[value].label}
                </span>
                <span className="block text-xs text-slate-500">{FREQUENCY_TEXT[value].hint}</span>
              </span>
            </label>
          ))}
        </fieldset>
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={() => setIsOpen(false)}>
            Cancel
          </Button>
          {canSave && (
            <Button onClick={save} disabled={create.isPending}>
              {create.isPending ? 'Saving…' : 'Save alert'}
            </Button>
          )}
        </div>
      </Dialog>
    </>
  )
}
