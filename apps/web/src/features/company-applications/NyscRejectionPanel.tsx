import type { FormEvent } from 'react'
import {
  NYSC_MESSAGES,
  NYSC_REJECTION_REASON_MAX_LENGTH,
  NyscRejectionInputSchema,
  type CompanyApplication,
} from '@app/domain'
import {
  Field,
  FormActions,
  SignatoryFields,
  StateCodeField,
} from '../../components/profile/FormFields'
import { issuesByField, useCheckedForm } from '../../components/profile/useCheckedForm'
import { formatDate } from '../../lib/screen-format'
import { IssuedLetterPanel } from './IssuedLetterPanel'
import { useDownloadNyscRejection, useIssueNyscRejection } from './nysc-rejection.api'

const ISSUE_FAILED = 'The rejection letter could not be issued. Please try again.'

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
      {/* Half the width, as each signatory field below it. */}
      <div className="grid gap-4 sm:grid-cols-2">
        <StateCodeField {...field('stateCode')} />
      </div>
      <SignatoryFields name={field('signatoryName')} title={field('signatoryTitle')} />
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
  const download = useDownloadNyscRejection(application.id)
  if (application.role.placementType !== 'nysc' || application.status !== 'rejected') return null
  const letter = application.nyscRejection

  return (
    <IssuedLetterPanel
      titleId="nysc-rejection-title"
      title="NYSC rejection letter"
      summary={
        letter
          ? `Issued on ${formatDate(letter.issuedAt)}. The corps member can download it from their application.`
          : 'A corps member your PPA cannot retain needs a letter saying so, to be redeployed by the NYSC. Issue it on your letterhead.'
      }
      isIssued={Boolean(letter)}
      download={download}
      downloadLabel="Download rejection letter"
      issueLabel="Issue NYSC rejection letter"
      form={(onDone) => <RejectionForm application={application} onDone={onDone} />}
    />
  )
}
