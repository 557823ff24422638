import type { FormEvent } from 'react'
import { formatDay, formatNigerianMobile, ScafSignInputSchema, type Placement } from '@app/domain'
import { FormActions, SignatoryFields } from '../../components/profile/FormFields'
import { issuesByField, useCheckedForm } from '../../components/profile/useCheckedForm'
import { Detail } from './PlacementSection'
import { useSignScaf } from './siwes.api'

const FAILED = 'The SCAF could not be signed. Please try again.'
type Field = 'signatoryName' | 'signatoryTitle'

/** What the SCAF will print, so the company reads what it signs. */
function ScafPreview({ placement }: { placement: Placement }) {
  const { student, supervisor } = placement
  return (
    <dl className="grid gap-3 rounded-lg bg-slate-50 p-3 sm:grid-cols-2">
      <Detail label="Student">{placement.internName}</Detail>
      <Detail label="Matriculation number">{student?.matricNumber}</Detail>
      <Detail label="Institution">{student?.institution}</Detail>
      <Detail label="Course and programme">
        {[student?.course, student?.programme].filter(Boolean).join(', ')}
      </Detail>
      <Detail label="Starts">{placement.startDate ? formatDay(placement.startDate) : ''}</Detail>
      <Detail label="Period">{placement.weeksTotal ? `${placement.weeksTotal} weeks` : ''}</Detail>
      <Detail label="Industry supervisor">
        {[supervisor.name, supervisor.phone && formatNigerianMobile(supervisor.phone)]
          .filter(Boolean)
          .join(', ')}
      </Detail>
    </dl>
  )
}

/** The company e-signs the SCAF: who signs, and what signing means, before anything is sent. */
export function ScafSignForm({ placement, onDone }: { placement: Placement; onDone: () => void }) {
  const sign = useSignScaf(placement.id)
  const { values, field, alert, clearAlert, refuse, outcome } = useCheckedForm<
    Record<Field, string>
  >({ signatoryName: '', signatoryTitle: '' }, FAILED)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    clearAlert()
    const checked = ScafSignInputSchema.safeParse(values)
    if (!checked.success) return refuse(issuesByField(checked.error.issues))
    sign.mutate(checked.data, outcome('SCAF signed.', onDone))
  }

  return (
    <form noValidate onSubmit={submit} aria-labelledby="scaf-form-title" className="space-y-4">
      <h4 id="scaf-form-title" className="text-base font-semibold text-brand-900">
        Sign the SCAF
      </h4>
      <p className="text-sm text-slate-700">
        By signing, you confirm for {placement.companyName} that {placement.internName} begins
        industrial attachment with you as the form prints it below. The signature is electronic: we
        record your account, the name and title you give and today&apos;s date, and print them on
        the SCAF. A signed SCAF cannot be changed.
      </p>
      <ScafPreview placement={placement} />
      <SignatoryFields name={field('signatoryName')} title={field('signatoryTitle')} />
      <FormActions
        alert={alert}
        pending={sign.isPending}
        onCancel={onDone}
        label="Sign the SCAF"
        pendingLabel="Signing…"
      />
    </form>
  )
}
