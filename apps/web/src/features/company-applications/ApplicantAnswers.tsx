import { SCREENING_MESSAGES, answerText, type CompanyApplication } from '@app/domain'

/** 'Meets all deal-breakers' or 'Misses a deal-breaker' (decision 069). */
export function DealBreakerBadge({ application }: { application: CompanyApplication }) {
  if (application.answers.length === 0 && application.meetsDealBreakers) return null
  const meets = application.meetsDealBreakers
  return (
    <span
      className={`inline-flex shrink-0 rounded-full px-2 py-0.5 text-xs font-medium ${
        meets ? 'bg-emerald-50 text-emerald-800' : 'bg-amber-50 text-amber-900'
      }`}
    >
      {meets ? SCREENING_MESSAGES.meetsAll : SCREENING_MESSAGES.missesOne}
    </span>
  )
}

/** The applicant's answers to the role's screening questions, each under its question as asked. */
export function ApplicantAnswers({ application }: { application: CompanyApplication }) {
  if (application.answers.length === 0) return null
  return (
    <section
      aria-labelledby="applicant-answers"
      className="rounded-xl border border-slate-200 bg-slate-50 p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="applicant-answers" className="text-base font-semibold text-brand-900">
          Screening answers
        </h3>
        <DealBreakerBadge application={application} />
      </div>
      <dl className="mt-2 space-y-2 text-sm">
        {application.answers.map((one) => (
          <div key={one.questionId}>
            <dt className="font-medium text-slate-800">{one.question}</dt>
            <dd className="break-words text-slate-700">
              {answerText(one.answer)}
              {one.meetsDealBreaker === false && (
                <span className="ml-2 text-amber-900">(misses the deal-breaker)</span>
              )}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
