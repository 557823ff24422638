import { useId, useState, type FormEvent } from 'react'
import {
  REPORT_DETAILS_MAX_LENGTH,
  REPORT_MESSAGES,
  REPORT_REASONS,
  type ReportReason,
  type ReportTargetType,
} from '@app/domain'
import { hasMessageForPeople } from '../../lib/api-client'
import { Button } from '../ui/Button'
import { Dialog } from '../ui/Dialog'
import { toast } from '../ui/toast'
import { useSendReport } from './report.api'

const REASONS: Record<ReportReason, { label: string; hint: string }> = {
  fees: {
    label: 'Asks for money',
    hint: 'A registration, training or placement fee, a deposit, or a payment of any kind',
  },
  fake: { label: 'Fake or misleading', hint: 'Not a real company or role, or not what it says' },
  harassment: { label: 'Harassment', hint: 'Abusive, threatening or inappropriate behaviour' },
  other: { label: 'Something else', hint: 'Tell us in the details below' },
}

const FAILED = 'Your report could not be sent. Please try again.'

export interface ReportTarget {
  type: ReportTargetType
  id: string
  /** What is reported, in the dialog's title: 'this role', 'Kobo Ledger', 'this message'. */
  name: string
}

interface ReportDialogProps {
  target: ReportTarget
  isOpen: boolean
  onClose: () => void
}

/** Report something to the Internplace team: a reason and, if the user wants, details. */
export function ReportDialog({ target, isOpen, onClose }: ReportDialogProps) {
  if (!isOpen) return null
  return <ReportForm target={target} onClose={onClose} />
}

function ReportForm({ target, onClose }: Omit<ReportDialogProps, 'isOpen'>) {
  const [reason, setReason] = useState<ReportReason | null>(null)
  const [details, setDetails] = useState('')
  const [isReasonMissing, setIsReasonMissing] = useState(false)
  const send = useSendReport()
  const detailsId = useId()
  const reasonErrorId = useId()

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!reason) {
      setIsReasonMissing(true)
      return
    }
    send.mutate(
      {
        targetType: target.type,
        targetId: target.id,
        reason,
        details: details.trim() || undefined,
      },
      {
        onSuccess: () => {
          toast.success(REPORT_MESSAGES.sent)
          onClose()
        },
      },
    )
  }

  return (
    <Dialog
      isOpen
      title={`Report ${target.name}`}
      description="Our team reviews every report. The other side is not told who reported them."
      onClose={send.isPending ? undefined : onClose}
    >
      <form onSubmit={submit} noValidate className="space-y-4 text-left">
        {send.isError && (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
            {hasMessageForPeople(send.error) ? send.error.message : FAILED}
          </p>
        )}
        <fieldset aria-describedby={isReasonMissing ? reasonErrorId : undefined}>
          <legend className="text-sm font-semibold text-slate-800">What is wrong?</legend>
          <div className="mt-2 space-y-1">
            {REPORT_REASONS.map((option) => (
              <label
                key={option}
                className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg px-2 py-2 hover:bg-slate-50"
              >
                <input
                  type="radio"
                  name="reason"
                  value={option}
                  checked={reason === option}
                  onChange={() => {
                    setReason(option)
                    setIsReasonMissing(false)
                  }}
                  className="mt-1 h-4 w-4 shrink-0 accent-brand-900"
                />
                <span>
                  <span className="block text-sm font-semibold text-slate-900">
                    {REASONS[option].label}
                  </span>
                  <span className="block text-xs text-slate-600">{REASONS[option].hint}</span>
                </span>
              </label>
            ))}
          </div>
          {isReasonMissing && (
            <p id={reasonErrorId} role="alert" className="mt-1 text-sm text-red-700">
              Choose what is wrong.
            </p>
          )}
        </fieldset>
        <div>
          <label htmlFor={detailsId} className="block text-sm font-semibold text-slate-800">
            Details (optional)
          </label>
          <textarea
            id={detailsId}
            rows={3}
            value={details}
            maxLength={REPORT_DETAILS_MAX_LENGTH}
            onChange={(event) => setDetails(event.target.value)}
            className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 text-base"
          />
        </div>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose} disabled={send.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="danger" disabled={send.isPending}>
            {send.isPending ? 'Sending...' : 'Send report'}
          </Button>
        </div>
      </form>
    </Dialog>
  )
}
