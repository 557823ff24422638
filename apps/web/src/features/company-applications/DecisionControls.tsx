import { useEffect, useId, useRef, useState } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  alreadyDecidedMessage,
  canDecide,
  decidedApplicationNote,
  formatWat,
  isInterviewOpen,
  type CompanyApplication,
  type Interview,
} from '@app/domain'
import { Button, buttonClass } from '../../components/ui/Button'
import { Dialog } from '../../components/ui/Dialog'
import { ApiError } from '../../lib/api-client'
import { interviewQueries } from '../../lib/interview-queries'
import {
  companyApplicationQueries,
  decideApplication,
  type Decision,
  type RejectionChoice,
} from '../../lib/company-application-queries'
import { applicantName } from './applicant'
import { RejectDialog } from './RejectDialog'

export const SUCCESS_DIALOG_MS = 3000

const COPY: Record<
  Decision,
  { verb: string; done: 'accepted' | 'rejected'; failed: string; title: string }
> = {
  accept: {
    verb: 'Accept',
    done: 'accepted',
    failed: 'Failed to accept application.',
    title: 'Accept this application?',
  },
  reject: {
    verb: 'Reject',
    done: 'rejected',
    failed: 'Failed to reject application.',
    title: 'Reject this application?',
  },
}

/** How Accept and Reject look once the application is decided: still focusable, clearly inert. */
const DECIDED_BUTTON =
  'inline-flex min-h-11 cursor-not-allowed items-center justify-center rounded-lg border border-slate-300 bg-slate-100 px-5 py-2.5 text-sm font-semibold text-slate-600'

/** What rejecting does to the application's open interview, in the reject dialog's words. */
function interviewWarning(interview: Interview | undefined, name: string): string {
  if (!interview || !isInterviewOpen(interview)) return ''
  if (interview.status === 'scheduled' && interview.scheduled) {
    return ` Their interview on ${formatWat(interview.scheduled.startsAt)} will be cancelled, and ${name} will be told.`
  }
  return ` The interview you proposed will be cancelled, and ${name} will be told.`
}

/**
 * Accept and Reject, each confirmed first. Once decided, a note says so and both buttons are
 * marked unavailable (aria-disabled rather than disabled), so a click still gives the spec's
 * 'This application is already accepted.' / '…rejected.' alert.
 */
export function DecisionControls({ application }: { application: CompanyApplication }) {
  const queryClient = useQueryClient()
  const noteId = useId()
  const [confirming, setConfirming] = useState<Decision | null>(null)
  const [alert, setAlert] = useState<string | null>(null)
  const [succeeded, setSucceeded] = useState<Decision | null>(null)
  const cancelRef = useRef<HTMLButtonElement>(null)
  const name = applicantName(application.user)
  // The interview panel beside it loads the same query: the dialog says what rejecting cancels.
  const interviews = useQuery(interviewQueries.forApplication('company', application.id))

  const decide = useMutation({
    mutationFn: ({ decision, rejection }: { decision: Decision; rejection?: RejectionChoice }) =>
      decideApplication(application.id, decision, rejection),
    onSuccess: (result, { decision }) => {
      queryClient.setQueryData(
        companyApplicationQueries.detail(application.id).queryKey,
        (previous) => (previous ? { ...previous, status: result.status } : previous),
      )
      void queryClient.invalidateQueries({ queryKey: companyApplicationQueries.lists() })
      // A decision cancels the application's open interview.
      void queryClient.invalidateQueries({ queryKey: interviewQueries.all })
      setConfirming(null)
      setSucceeded(decision)
    },
    onError: (error, { decision }) => {
      setConfirming(null)
      // The server's words say why: the spec's 'This application is already accepted.' /
      // '…rejected.', or that the role closed; either way the page is out of date.
      const isRefused =
        error instanceof ApiError &&
        (error.code === 'APPLICATION_DECIDED' || error.code === 'ROLE_CLOSED')
      setAlert(isRefused ? error.message : COPY[decision].failed)
      if (isRefused) {
        void queryClient.invalidateQueries({
          queryKey: companyApplicationQueries.detail(application.id).queryKey,
        })
      }
    },
  })

  useEffect(() => {
    if (!succeeded) return
    const timer = setTimeout(() => setSucceeded(null), SUCCESS_DIALOG_MS)
    return () => clearTimeout(timer)
  }, [succeeded])

  const ask = (decision: Decision) => {
    setAlert(null)
    const { status } = application
    if (!canDecide(status)) {
      setAlert(alreadyDecidedMessage(status))
      return
    }
    setConfirming(decision)
  }

  const copy = confirming ? COPY[confirming] : null
  const decidedNote = decidedApplicationNote(application.status)
  const isDecided = decidedNote !== null
  return (
    <div className="space-y-3">
      {isDecided && (
        <p
          id={noteId}
          className="rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 text-sm text-slate-700"
        >
          {decidedNote}
          {application.rejection && (
            <span className="mt-1 block">
              Reason given: {application.rejection.label}
              {application.rejection.note && <> — “{application.rejection.note}”</>}
            </span>
          )}
        </p>
      )}
      <div className="flex flex-col gap-3 sm:flex-row">
        {isDecided ? (
          <>
            <button
              type="button"
              aria-disabled="true"
              aria-describedby={noteId}
              className={DECIDED_BUTTON}
              onClick={() => ask('accept')}
            >
              Accept
            </button>
            <button
              type="button"
              aria-disabled="true"
              aria-describedby={noteId}
              className={DECIDED_BUTTON}
              onClick={() => ask('reject')}
            >
              Reject
            </button>
          </>
        ) : (
          <>
            <Button onClick={() => ask('accept')} className="bg-green-700 hover:bg-green-800">
              Accept
            </Button>
            <Button variant="danger" onClick={() => ask('reject')}>
              Reject
            </Button>
          </>
        )}
      </div>
      {alert && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {alert}
        </p>
      )}

      <RejectDialog
        isOpen={confirming === 'reject'}
        title={COPY.reject.title}
        description={`${name}'s application for ${application.role.title} will be marked rejected and they will see the reason you choose.${interviewWarning(interviews.data?.[0], name)} This cannot be undone.`}
        confirmLabel="Yes, reject"
        isPending={decide.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={(rejection) => decide.mutate({ decision: 'reject', rejection })}
      />

      <Dialog
        isOpen={confirming === 'accept'}
        role="alertdialog"
        title={copy?.title}
        description={
          copy
            ? `${name}'s application for ${application.role.title} will be marked ${copy.done} and they will be notified. This cannot be undone.`
            : undefined
        }
        onClose={decide.isPending ? undefined : () => setConfirming(null)}
        initialFocusRef={cancelRef}
      >
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-center">
          <button
            ref={cancelRef}
            type="button"
            className={buttonClass('secondary')}
            onClick={() => setConfirming(null)}
            disabled={decide.isPending}
          >
            Cancel
          </button>
          <Button
            variant={confirming === 'reject' ? 'danger' : 'primary'}
            disabled={decide.isPending}
            onClick={() => confirming && decide.mutate({ decision: confirming })}
          >
            {decide.isPending ? 'Saving…' : `Yes, ${copy?.verb.toLowerCase() ?? ''}`}
          </Button>
        </div>
      </Dialog>

      <Dialog
        isOpen={!!succeeded}
        title={succeeded ? `Application ${COPY[succeeded].done}` : ''}
        description={
          succeeded
            ? `${name} has been notified that their application was ${COPY[succeeded].done}.`
            : undefined
        }
        onClose={() => setSucceeded(null)}
      >
        <Button onClick={() => setSucceeded(null)}>Close</Button>
      </Dialog>
    </div>
  )
}
