import { useState, type FormEvent } from 'react'
import {
  NYSC_MESSAGES,
  NYSC_REJECTION_REASON_MAX_LENGTH,
  NyscRejectionInputSchema,
  type CompanyApplication,
} from '@app/domain'
import { Field, FormActions, TextField } from '../../components/profile/FormFields'
import { issuesByField, useCheckedForm } from '../../components/profile/useCheckedForm'
import { Button } from '../../components/ui/Button'
import { hasMessageForPeople } from '../../lib/api-client'
import { formatDate } from '../../lib/screen-format'
import { useDownloadNyscRejection, useIssueNyscRejection } from './nysc-rejection.api'

const ISSUE_FAILED = 'The rejection letter could not be issued. Please try again.'
const DOWNLOAD_FAILED = 'The letter could not be downloaded. Please try again.'

function RejectionForm({
  application,
  onDone,
}: {
  application: CompanyApplication
  onDone: () => void
}) {
  const issue = useIssueNyscRejection(application.id)
  const { values, field, alert, clearAlert, refuse, outcome } = useCheckedForm(
    {
      reason: application.nyscRejection?.reason ?? '',
      stateCode: application.nyscRejection?.stateCode ?? '',
      signatoryName: application.nyscRejection?.signatoryName ?? '',
      signatoryTitle: application.nyscRejection?.signatoryTitle ?? '',
    },
    ISSUE_FAILED,
  )
  const reason = field('reason')
  const submit = (event: FormEvent) => {
    event.preventDefault()
    clearAlert()
    const checked = NyscRejectionInputSchema.safeParse(values)
    if (!checked.success) return refuse(issuesByField(checked.error.issues))
    issue.mutate(values, outcome(NYSC_MESSAGES.rejectionIssued, onDone))
  }
  return (
    <form noValidate onSubmit={submit} aria-label="NYSC rejection letter" className="space-y-4">
      <Field
        label="Why you cannot retain the corps member"
        error={reason.error}
        hint={`Printed on the letter to the NYSC State Coordinator (up to ${NYSC_REJECTION_REASON_MAX_LENGTH} characters).`}
      >
        {(control) => (
          <textarea
            {...control}
            rows={3}
            maxLength={NYSC_REJECTION_REASON_MAX_LENGTH}
            value={reason.value}
            onChange={reason.onChange}
          />
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          label="State code (optional)"
          placeholder="LA/26A/1234"
          autoComplete="off"
          {...field('stateCode')}
        />
        <TextField label="Signatory's name" autoComplete="name" {...field('signatoryName')} />
        <TextField
          label="Signatory's title"
          placeholder="Head of People"
          autoComplete="organization-title"
          {...field('signatoryTitle')}
        />
      </div>
      <FormActions
        alert={alert}
        pending={issue.isPending}
        onCancel={onDone}
        label="Issue rejection letter"
        pendingLabel="Issuing…"
      />
    </form>
  )
}

/**
 * A rejected corps member's NYSC rejection letter (decision 062): the PPA says why it cannot
 * retain them, so the NYSC can redeploy them. Only for a rejected applicant of an NYSC role;
 * rejecting stays the decision's own step.
 */
export function NyscRejectionPanel({ application }: { application: CompanyApplication }) {
  const [isEditing, setEditing] = useState(false)
  const download = useDownloadNyscRejection(application.id)
  if (application.role.placementType !== 'nysc' || application.status !== 'rejected') return null
  const letter = application.nyscRejection

  return (
    <section
      aria-labelledby="nysc-rejection-title"
      className="space-y-3 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6"
    >
      <h3 id="nysc-rejection-title" className="text-base font-semibold text-brand-900">
        NYSC rejection letter
      </h3>
      <p className="text-sm text-slate-700">
        {letter
          ? `Issued on ${formatDate(letter.issuedAt)}. The corps member can download it from their application.`
          : 'A corps member your PPA cannot retain needs a letter saying so, to be redeployed by the NYSC. Issue it on your letterhead.'}
      </p>
      {download.isError && (
        <p role="alert" className="text-sm text-red-700">
          {hasMessageForPeople(download.error) ? download.error.message : DOWNLOAD_FAILED}
        </p>
      )}
      {isEditing ? (
        <RejectionForm application={application} onDone={() => setEditing(false)} />
      ) : (
        <div className="flex flex-col gap-3 sm:flex-row">
          {letter && (
            <Button disabled={download.isPending} onClick={() => download.mutate()}>
              {download.isPending ? 'Preparing the letter…' : 'Download rejection letter'}
            </Button>
          )}
          <Button variant={letter ? 'secondary' : 'primary'} onClick={() => setEditing(true)}>
            {letter ? 'Issue again' : 'Issue NYSC rejection letter'}
          </Button>
        </div>
      )}
    </section>
  )
}
