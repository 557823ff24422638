import { GatedLink } from './GatedLink'

export interface ChecklistStep {
  label: string
  description: string
  /** Done steps show a tick; the others link on to where the work happens. */
  isDone?: boolean
  to?: string
  isLocked?: boolean
}

const Tick = () => (
  <span className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-accent-500 text-white">
    <svg
      viewBox="0 0 20 20"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      aria-hidden="true"
      className="h-4 w-4"
    >
      <path strokeLinecap="round" strokeLinejoin="round" d="m5 10.5 3 3 7-7" />
    </svg>
  </span>
)

const StepNumber = ({ n }: { n: number }) => (
  <span className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full border-2 border-slate-300 text-xs font-semibold text-slate-500">
    {n}
  </span>
)

/** The first steps of a new account, from registration to hiring or applying. */
export function OnboardingChecklist({ title, steps }: { title: string; steps: ChecklistStep[] }) {
  return (
    <section
      aria-labelledby="onboarding-title"
      className="rounded-2xl border border-slate-200 bg-white p-5"
    >
      <h2 id="onboarding-title" className="text-lg font-semibold text-brand-900">
        {title}
      </h2>
      <ol className="mt-4 space-y-4">
        {steps.map((step, index) => (
          <li key={step.label} className="flex items-start gap-3">
            {step.isDone ? <Tick /> : <StepNumber n={index + 1} />}
            <div className="min-w-0 flex-1">
              {step.to && !step.isDone ? (
                <GatedLink
                  to={step.to}
                  isLocked={!!step.isLocked}
                  className="font-medium text-brand-700 underline-offset-2 hover:underline"
                  lockedClassName="text-slate-400 hover:no-underline"
                >
                  {step.label}
                </GatedLink>
              ) : (
                <p className="font-medium text-slate-900">
                  {step.label}
                  {step.isDone && <span className="sr-only"> (done)</span>}
                </p>
              )}
              <p className="text-sm text-slate-500">{step.description}</p>
            </div>
            {step.isLocked && (
              <span className="shrink-0 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-600">
                Locked
              </span>
            )}
          </li>
        ))}
      </ol>
    </section>
  )
}
