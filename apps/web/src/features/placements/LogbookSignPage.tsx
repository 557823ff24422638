import { useId, useState, type FormEvent } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useLocation } from 'react-router'
import {
  formatLogbookWeek,
  isFullName,
  lagosDayLabel,
  LOGBOOK_COMMENT_MAX_LENGTH,
  LOGBOOK_MESSAGES,
  LOGBOOK_SIGNATURE_MAX_LENGTH,
  logbookSignatureLine,
  type LogbookSignView,
} from '@app/domain'
import { controlClass } from '../../components/profile/FormFields'
import { Button } from '../../components/ui/Button'
import { Skeleton } from '../../components/ui/Skeleton'
import { ApiError, hasMessageForPeople } from '../../lib/api-client'
import { logbookQueries, useSignLogbookWeek } from './logbook.api'
import { LogbookWeekText } from './LogbookPanel'

const FAILED = 'Something went wrong. Please try again.'

/** What a link that no longer works says, by the server's code. */
function linkProblem(error: unknown): { title: string; message: string } | null {
  if (!(error instanceof ApiError)) return null
  if (error.code === 'LOGBOOK_LINK_USED') {
    return { title: 'This week is signed already', message: LOGBOOK_MESSAGES.linkUsed }
  }
  if (error.code === 'LOGBOOK_LINK_EXPIRED') {
    return { title: 'This link has expired', message: error.message }
  }
  if (error.code === 'LOGBOOK_LINK_INVALID') {
    return { title: 'This link does not work', message: LOGBOOK_MESSAGES.linkInvalid }
  }
  return null
}

function Notice({
  title,
  message,
  tone,
}: {
  title: string
  message: string
  tone: 'good' | 'bad'
}) {
  return (
    <div
      role={tone === 'bad' ? 'alert' : 'status'}
      className={`rounded-xl border p-5 ${tone === 'good' ? 'border-green-200 bg-green-50' : 'border-amber-200 bg-amber-50'}`}
    >
      <h1 className="text-xl font-bold text-brand-900">{title}</h1>
      <p className="mt-2 text-slate-700">{message}</p>
    </div>
  )
}

function SignForm({
  token,
  week,
  onSigned,
  onLinkProblem,
}: {
  token: string
  week: LogbookSignView
  onSigned: (line: string) => void
  onLinkProblem: (problem: { title: string; message: string }) => void
}) {
  const sign = useSignLogbookWeek()
  const [comment, setComment] = useState('')
  const [name, setName] = useState('')
  const [errors, setErrors] = useState<{ comment?: string; signatureName?: string }>({})
  const commentId = useId()
  const nameId = useId()

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const found = {
      ...(!isFullName(name) && { signatureName: LOGBOOK_MESSAGES.signatureName }),
      ...(comment.trim().length > LOGBOOK_COMMENT_MAX_LENGTH && {
        comment: LOGBOOK_MESSAGES.comment,
      }),
    }
    setErrors(found)
    if (Object.keys(found).length > 0) return
    sign.mutate(
      { token, comment, signatureName: name },
      {
        onSuccess: (signed) =>
          onSigned(logbookSignatureLine(signed.signatureName, signed.signedAt)),
        onError: (error) => {
          const problem = linkProblem(error)
          if (problem) return onLinkProblem(problem)
          if (error instanceof ApiError && error.errors) setErrors(error.errors)
        },
      },
    )
  }

  return (
    <form noValidate onSubmit={submit} aria-label="Sign this week" className="space-y-4">
      <div>
        <label htmlFor={commentId} className="block text-sm font-medium text-slate-800">
          Your comment (optional)
        </label>
        <textarea
          id={commentId}
          rows={3}
          value={comment}
          maxLength={LOGBOOK_COMMENT_MAX_LENGTH}
          onChange={(event) => setComment(event.target.value)}
          aria-invalid={errors.comment ? true : undefined}
          aria-describedby={errors.comment ? `${commentId}-error` : undefined}
          className={`${controlClass(!!errors.comment)} resize-y`}
        />
        {errors.comment && (
          <p id={`${commentId}-error`} className="mt-1.5 text-sm text-red-600">
            {errors.comment}
          </p>
        )}
      </div>
      <div>
        <label htmlFor={nameId} className="block text-sm font-medium text-slate-800">
          Type your full name to sign
        </label>
        <input
          id={nameId}
          value={name}
          autoComplete="name"
          maxLength={LOGBOOK_SIGNATURE_MAX_LENGTH}
          placeholder={week.supervisorName ?? 'First name and surname'}
          onChange={(event) => setName(event.target.value)}
          aria-invalid={errors.signatureName ? true : undefined}
          aria-describedby={`${nameId}-${errors.signatureName ? 'error' : 'hint'}`}
          className={controlClass(!!errors.signatureName)}
        />
        {errors.signatureName ? (
          <p id={`${nameId}-error`} className="mt-1.5 text-sm text-red-600">
            {errors.signatureName}
          </p>
        ) : (
          <p id={`${nameId}-hint`} className="mt-1 text-xs text-slate-500">
            By signing, you confirm that {week.internName} did this work under your supervision.
          </p>
        )}
      </div>
      {sign.isError &&
        !linkProblem(sign.error) &&
        !(sign.error instanceof ApiError && sign.error.errors) && (
          <p role="alert" className="text-sm text-red-700">
            {hasMessageForPeople(sign.error) ? sign.error.message : FAILED}
          </p>
        )}
      <Button type="submit" className="w-full sm:w-auto" disabled={sign.isPending}>
        {sign.isPending ? 'Signing…' : 'Sign'}
      </Button>
    </form>
  )
}

/**
 * `/logbook/sign?token=…`: the industry supervisor reads one week of a SIWES/IT student's logbook
 * and signs it, without an account (decision 061). Made for a small phone first.
 */
export function LogbookSignPage() {
  const location = useLocation()
  const [token] = useState(() => new URLSearchParams(location.search).get('token') ?? '')
  const query = useQuery({ ...logbookQueries.signView(token), enabled: token !== '' })
  const [signed, setSigned] = useState<string | null>(null)
  const [problem, setProblem] = useState<{ title: string; message: string } | null>(null)

  const body = () => {
    if (signed) {
      return (
        <Notice
          tone="good"
          title="Thank you. The week is signed."
          message={`${signed}. ${query.data?.internName ?? 'The student'} has been told.`}
        />
      )
    }
    const failure =
      problem ??
      (token === ''
        ? linkProblem(new ApiError(404, '', 'LOGBOOK_LINK_INVALID'))
        : linkProblem(query.error))
    if (failure) return <Notice tone="bad" title={failure.title} message={failure.message} />
    if (query.isPending) {
      return (
        <div role="status" className="space-y-3">
          <span className="sr-only">Loading the week…</span>
          <Skeleton className="h-8 w-2/3" />
          <Skeleton className="h-40 w-full rounded-xl" />
        </div>
      )
    }
    if (query.isError) {
      return (
        <div role="alert" className="space-y-3">
          <p className="text-red-800">
            {hasMessageForPeople(query.error) ? query.error.message : FAILED}
          </p>
          <Button variant="secondary" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </div>
      )
    }
    const week = query.data
    return (
      <div className="space-y-5">
        <header>
          <p className="text-sm font-medium text-brand-700">SIWES/IT logbook</p>
          <h1 className="text-2xl font-bold break-words text-brand-900">
            {week.internName}: week {week.weekNumber}
          </h1>
          <p className="text-slate-700">{formatLogbookWeek(week.weekStart)}</p>
          <p className="text-sm break-words text-slate-600">
            {week.roleTitle} at {week.companyName}
          </p>
        </header>
        <section
          aria-label="The week's activities"
          className="rounded-xl border border-slate-200 bg-white p-4"
        >
          <LogbookWeekText week={week} />
        </section>
        <section aria-label="Sign" className="rounded-xl border border-slate-200 bg-white p-4">
          <SignForm token={token} week={week} onSigned={setSigned} onLinkProblem={setProblem} />
          <p className="mt-3 text-xs text-slate-500">
            This link is for this week only and works until{' '}
            {lagosDayLabel(new Date(week.expiresAt))}.
          </p>
        </section>
      </div>
    )
  }

  return (
    <section className="mx-auto max-w-2xl px-4 py-8 sm:py-12">
      <title>Sign a logbook week — Internplace</title>
      {body()}
    </section>
  )
}
