/** A wizard step as the indicator and heading show it. */
export interface WizardStepCopy {
  key: string
  label: string
  description: string
}

export type StepStatus = 'done' | 'draft' | 'notStarted'

interface StepIndicatorProps {
  steps: readonly WizardStepCopy[]
  current: number
  statuses: StepStatus[]
  onSelect: (index: number) => void
}

const STATUS_TEXT: Record<StepStatus, string> = {
  done: 'Done',
  draft: 'Draft',
  notStarted: 'To do',
}

/** Shown from the small breakpoint up; on phones only screen readers get the words. */
const WORDS = 'sr-only sm:not-sr-only sm:block'

/** Where the user is among the wizard's steps; each step can be opened directly. */
export function StepIndicator({ steps, current, statuses, onSelect }: StepIndicatorProps) {
  return (
    <nav aria-label="Profile setup steps">
      <p className="text-sm font-medium text-slate-600 sm:hidden">
        Step {current + 1} of {steps.length}
      </p>
      <ol className="mt-2 grid grid-flow-col auto-cols-fr gap-1.5 sm:mt-0 sm:gap-3">
        {steps.map((step, index) => {
          const status = statuses[index] ?? 'notStarted'
          const isCurrent = index === current
          return (
            <li key={step.key}>
              <button
                type="button"
                onClick={() => onSelect(index)}
                aria-current={isCurrent ? 'step' : undefined}
                className="group flex w-full flex-col items-start gap-1.5 text-left"
              >
                <span
                  className={`h-1.5 w-full rounded-full ${
                    status === 'done'
                      ? 'bg-accent-500'
                      : isCurrent
                        ? 'bg-brand-900'
                        : status === 'draft'
                          ? 'bg-amber-400'
                          : 'bg-slate-200'
                  }`}
                  aria-hidden="true"
                />
                <span
                  className={`${WORDS} text-xs font-semibold ${
                    isCurrent ? 'text-brand-900' : 'text-slate-500 group-hover:text-brand-900'
                  }`}
                >
                  {index + 1}. {step.label}
                </span>{' '}
                <span
                  className={`${WORDS} text-xs ${
                    status === 'done'
                      ? 'text-accent-700'
                      : status === 'draft'
                        ? 'text-amber-700'
                        : 'text-slate-500'
                  }`}
                >
                  {STATUS_TEXT[status]}
                </span>
              </button>
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
