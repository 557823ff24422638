import { useState, type ReactNode } from 'react'
import type { UseQueryResult } from '@tanstack/react-query'
import { useNavigate, useSearchParams } from 'react-router'
import { Button } from '../ui/Button'
import { Logo } from '../ui/Logo'
import { Skeleton } from '../ui/Skeleton'
import { SkipSetupDialog } from './SkipSetupDialog'
import { StepHeading } from './StepHeading'
import { StepIndicator, type StepStatus, type WizardStepCopy } from './StepIndicator'

export interface WizardStepDefinition<K extends string> extends WizardStepCopy {
  key: K
  /** The value of ?step= that opens it. */
  slug: string
}

/**
 * Which step is open: the one ?step= names, else the first one not done yet, so a returning user
 * continues where they stopped. Moving keeps ?step= in the address.
 */
export function useWizardStep<K extends string>(
  steps: readonly WizardStepDefinition<K>[],
  done: Record<K, boolean>,
) {
  const [searchParams, setSearchParams] = useSearchParams()
  const [current, setCurrent] = useState(() => {
    const named = steps.findIndex((step) => step.slug === searchParams.get('step'))
    if (named >= 0) return named
    const firstOpen = steps.findIndex((step) => !done[step.key])
    return firstOpen >= 0 ? firstOpen : steps.length - 1
  })
  const [hasMoved, setHasMoved] = useState(false)

  const goTo = (index: number) => {
    const next = Math.max(0, Math.min(steps.length - 1, index))
    setCurrent(next)
    setHasMoved(true)
    setSearchParams({ step: steps[next]?.slug ?? '' }, { replace: true })
  }
  return { current, step: steps[current] ?? steps[0]!, hasMoved, goTo }
}

/** Each step is done by the server's record, else a draft where one is kept on this device. */
export function wizardStatuses<K extends string>(
  steps: readonly WizardStepDefinition<K>[],
  done: Record<K, boolean>,
  hasDraft: Partial<Record<K, boolean>>,
): StepStatus[] {
  return steps.map(({ key }) => (done[key] ? 'done' : hasDraft[key] ? 'draft' : 'notStarted'))
}

interface ProfileWizardFrameProps {
  title: string
  intro: string
  steps: readonly WizardStepCopy[]
  current: number
  statuses: StepStatus[]
  hasMoved: boolean
  onSelect: (index: number) => void
  finishLabel: string
  /** Whether the server's record has every step done, so a step saved in another tab counts too. */
  isComplete: boolean
  /** Why Finish did not go ahead; shown as an alert above the buttons. */
  incompleteMessage: string
  /** Where Finish and Skip lead. */
  dashboardPath: string
  /** What an incomplete profile cannot do yet, said before skipping. */
  skipDescription: string
  children: ReactNode
}

/**
 * The frame of a profile-setup wizard: Skip, the steps, the open step, Previous and Next, and
 * Finish, which leads to the dashboard once the profile is complete.
 */
export function ProfileWizardFrame({
  title,
  intro,
  steps,
  current,
  statuses,
  hasMoved,
  onSelect,
  finishLabel,
  isComplete,
  incompleteMessage,
  dashboardPath,
  skipDescription,
  children,
}: ProfileWizardFrameProps) {
  const navigate = useNavigate()
  const [isSkipOpen, setIsSkipOpen] = useState(false)
  const [finishProblem, setFinishProblem] = useState<string | null>(null)
  const select = (index: number) => {
    setFinishProblem(null)
    onSelect(index)
  }
  const finish = () => {
    if (!isComplete) {
      setFinishProblem(incompleteMessage)
      return
    }
    localStorage.setItem('profileCompleted', 'true')
    void navigate(dashboardPath)
  }
  const step = steps[current] ?? steps[0]!
  const isLast = current === steps.length - 1
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-6 sm:px-6 sm:py-10">
      <div className="flex items-center justify-between gap-3">
        <Logo />
        <Button variant="ghost" onClick={() => setIsSkipOpen(true)}>
          Skip
        </Button>
      </div>
      <h1 className="mt-6 text-2xl font-bold text-brand-900 sm:text-3xl">{title}</h1>
      <p className="mt-1 text-sm text-slate-600">{intro}</p>
      <div className="mt-6">
        <StepIndicator steps={steps} current={current} statuses={statuses} onSelect={select} />
      </div>

      <section className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        <StepHeading step={step} shouldFocus={hasMoved} />
        {children}
      </section>

      {finishProblem && (
        <p
          role="alert"
          className="mt-4 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
        >
          {finishProblem}
        </p>
      )}
      <nav aria-label="Step navigation" className="mt-6 flex items-center justify-between gap-3">
        <Button variant="secondary" onClick={() => select(current - 1)} disabled={current === 0}>
          Previous
        </Button>
        {isLast ? (
          <Button onClick={finish}>{finishLabel}</Button>
        ) : (
          <Button onClick={() => select(current + 1)}>Next</Button>
        )}
      </nav>

      <SkipSetupDialog
        isOpen={isSkipOpen}
        onClose={() => setIsSkipOpen(false)}
        onConfirm={() => void navigate(dashboardPath)}
        description={skipDescription}
      />
    </div>
  )
}

interface ProfileWizardPageProps<T> {
  profile: UseQueryResult<T>
  loadingLabel: string
  loadFailed: string
  children: (profile: T) => ReactNode
}

/** A wizard's page: its shape in grey while the profile loads, a way to ask again if that fails. */
export function ProfileWizardPage<T>({
  profile,
  loadingLabel,
  loadFailed,
  children,
}: ProfileWizardPageProps<T>) {
  return (
    <main className="min-h-dvh bg-slate-50">
      {profile.isPending ? (
        <WizardSkeleton label={loadingLabel} />
      ) : profile.isError ? (
        <div className="mx-auto max-w-md px-4 py-16 text-center">
          <p role="alert" className="font-medium text-red-800">
            {loadFailed}
          </p>
          <Button variant="secondary" className="mt-4" onClick={() => void profile.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        children(profile.data)
      )}
    </main>
  )
}

function WizardSkeleton({ label }: { label: string }) {
  return (
    <div aria-busy="true" className="mx-auto w-full max-w-3xl space-y-6 px-4 py-10 sm:px-6">
      <p role="status" className="sr-only">
        {label}
      </p>
      <Skeleton className="h-8 w-2/3" />
      <Skeleton className="h-3 w-full" />
      <Skeleton className="h-96 w-full rounded-2xl" />
    </div>
  )
}
