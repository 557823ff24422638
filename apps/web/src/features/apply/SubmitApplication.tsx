import { useEffect, useState } from 'react'
import { Link, useNavigate } from 'react-router'
import {
  APPLY_PAGE_WORDS,
  APPLICATION_MESSAGES,
  SUCCESS_DIALOG_AUTO_CLOSE_MS,
  answerIssues,
  type ApplicationContact,
  type ScreeningAnswer,
  type ScreeningQuestion,
} from '@app/domain'
import { paths } from '../../lib/paths'
import { Button, buttonClass } from '../../components/ui/Button'
import { Dialog } from '../../components/ui/Dialog'
import { SuccessTick } from '../../components/ui/SuccessTick'
import { toast } from '../../components/ui/toast'
import { ApiError } from '../../lib/api-client'
import { OFFLINE_WRITE_NOTE, useIsOnline } from '../../lib/online'
import { useSubmitApplication } from './apply.api'
import { forgetDraft } from './application-draft'
import { ProfileIncompleteNotice } from './ProfileIncompleteNotice'

type Outcome = 'none' | 'submitted' | 'alreadyApplied'

const UNEXPECTED = 'An unexpected error occurred. Please try again.'

const codeOf = (error: Error) => (error instanceof ApiError ? error.code : undefined)

interface SubmitApplicationProps {
  roleId: string
  resumeUrl: string | null
  /** Contact details edited for this application; without them the profile's are sent. */
  contact?: ApplicationContact | null
  /**
   * The cover note, when the role asks for one (decision 065): sent with the application; a
   * refusal of it is shown beside the field.
   */
  coverNote?: { text: string; onRefused: (message: string) => void } | null
  /** The role's screening questions and the answers given (decision 069), checked before sending. */
  screening?: {
    questions: ScreeningQuestion[]
    answers: ScreeningAnswer[]
    onRefused: (issues: Record<string, string>) => void
  }
  /** Held back while details are being edited or a resume uploads. */
  isDisabled: boolean
  /** The server refuses incomplete profiles; say so before the intern tries. */
  isProfileComplete: boolean
}

/** 'Submit Your Application', and what follows: a result dialog, then the dashboard after 3 s. */
export function SubmitApplication({
  roleId,
  resumeUrl,
  contact,
  coverNote,
  screening,
  isDisabled,
  isProfileComplete,
}: SubmitApplicationProps) {
  const submit = useSubmitApplication(roleId)
  const navigate = useNavigate()
  const [outcome, setOutcome] = useState<Outcome>('none')
  const [lockMessage, setLockMessage] = useState('')
  const isOnline = useIsOnline()

  useEffect(() => {
    if (outcome === 'none') return
    const timer = setTimeout(
      () => void navigate(paths.intern.applications.href()),
      SUCCESS_DIALOG_AUTO_CLOSE_MS,
    )
    return () => clearTimeout(timer)
  }, [outcome, navigate])

  const onSubmit = () => {
    if (!resumeUrl) {
      toast.error(APPLICATION_MESSAGES.resumeRequired)
      return
    }
    const note = coverNote?.text.trim() ?? ''
    if (coverNote && !note) {
      coverNote.onRefused(APPLICATION_MESSAGES.coverNoteRequired)
      toast.error(APPLICATION_MESSAGES.coverNoteRequired)
      return
    }
    const issues = screening ? answerIssues(screening.questions, screening.answers) : {}
    const [firstIssue] = Object.values(issues)
    if (screening && firstIssue) {
      screening.onRefused(issues)
      toast.error(firstIssue)
      return
    }
    setLockMessage('')
    const application = {
      ...(screening && screening.answers.length > 0 && { answers: screening.answers }),
      resumeUrl,
      ...(contact && { contact }),
      ...(coverNote && { coverNote: note }),
    }
    submit.mutate(application, {
      onSuccess: () => {
        forgetDraft()
        toast.success(APPLICATION_MESSAGES.submitted)
        setOutcome('submitted')
      },
      onError: (error) => {
        switch (codeOf(error)) {
          case 'ALREADY_APPLIED':
            forgetDraft()
            setOutcome('alreadyApplied')
            break
          case 'PROFILE_INCOMPLETE':
            setLockMessage(error.message)
            break
          case 'ROLE_CLOSED':
            toast.error(error.message)
            break
          case 'VALIDATION_FAILED': {
            // The role's ask changed since the page loaded, or the note broke a limit.
            const refusal = error instanceof ApiError ? error.errors?.coverNote : undefined
            if (refusal) coverNote?.onRefused(refusal)
            toast.error(refusal ?? UNEXPECTED)
            break
          }
          default:
            toast.error(UNEXPECTED)
        }
      },
    })
  }

  const goToDashboard = (
    <Link to={paths.intern.applications.href()} className={buttonClass('primary', 'w-full')}>
      Go to Application Dashboard
    </Link>
  )

  return (
    <div className="space-y-3">
      {(lockMessage || !isProfileComplete) && (
        <ProfileIncompleteNotice message={lockMessage || undefined} isAlert={!!lockMessage} />
      )}
      {!isOnline && <p className="text-sm font-medium text-slate-700">{OFFLINE_WRITE_NOTE}</p>}
      <Button
        className="w-full sm:w-auto"
        onClick={onSubmit}
        disabled={isDisabled || !isOnline || submit.isPending || outcome !== 'none'}
      >
        {submit.isPending ? 'Submitting…' : APPLY_PAGE_WORDS.submit}
      </Button>
      <Dialog
        isOpen={outcome === 'submitted'}
        title="Application Complete"
        description="Your application has been sent. Taking you to your application dashboard…"
        icon={<SuccessTick />}
      >
        {goToDashboard}
      </Dialog>
      <Dialog
        isOpen={outcome === 'alreadyApplied'}
        title="Application Already Submitted"
        description="You have already submitted this application. Redirecting to application dashboard..."
      >
        {goToDashboard}
      </Dialog>
    </div>
  )
}
