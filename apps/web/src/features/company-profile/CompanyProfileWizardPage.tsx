import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useNavigate, useSearchParams } from 'react-router'
import { COMPANY_MESSAGES, type CompanyMe } from '@app/domain'
import { Button } from '../../components/ui/Button'
import { Logo } from '../../components/ui/Logo'
import { Skeleton } from '../../components/ui/Skeleton'
import { companyQueries } from '../../lib/account-queries'
import { paths } from '../../app/paths'
import { BasicInfoStep } from './BasicInfoStep'
import { PROFILE_TOASTS } from './company-profile.messages'
import { LogoStep } from './LogoStep'
import { OperationsStep } from './OperationsStep'
import { SkipSetupDialog } from '../../components/profile/SkipSetupDialog'
import { SocialMediaStep } from './SocialMediaStep'
import { StepHeading } from '../../components/profile/StepHeading'
import { StepIndicator } from '../../components/profile/StepIndicator'
import { useBasicInfoDraft } from './useBasicInfoDraft'
import { VerificationDocumentStep } from './VerificationDocumentStep'
import { WIZARD_STEPS, initialStepIndex } from './wizard-steps'
import type { StepStatus } from '../../components/profile/StepIndicator'

function ProfileWizard({ company }: { company: CompanyMe }) {
  const navigate = useNavigate()
  const [searchParams, setSearchParams] = useSearchParams()
  const [current, setCurrent] = useState(() =>
    initialStepIndex(searchParams.get('step'), company.steps),
  )
  const [hasMoved, setHasMoved] = useState(false)
  const [isSkipOpen, setIsSkipOpen] = useState(false)
  const [finishProblem, setFinishProblem] = useState<string | null>(null)
  const draft = useBasicInfoDraft(company.id)
  const step = WIZARD_STEPS[current] ?? WIZARD_STEPS[0]!
  const isLast = current === WIZARD_STEPS.length - 1

  const statuses: StepStatus[] = WIZARD_STEPS.map(({ key }) =>
    company.steps[key] ? 'done' : key === 'basicInfo' && draft.draft ? 'draft' : 'todo',
  )

  const goTo = (index: number) => {
    const next = Math.max(0, Math.min(WIZARD_STEPS.length - 1, index))
    setCurrent(next)
    setHasMoved(true)
    setFinishProblem(null)
    setSearchParams({ step: WIZARD_STEPS[next]?.slug ?? '' }, { replace: true })
  }

  const onFinish = () => {
    // The server's record decides, so a step saved in another tab counts too.
    if (!Object.values(company.steps).every(Boolean)) {
      setFinishProblem(COMPANY_MESSAGES.incompleteProfile)
      return
    }
    localStorage.setItem('profileCompleted', 'true')
    void navigate(paths.company.dashboard)
  }

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-6 sm:px-6 sm:py-10">
      <div className="flex items-center justify-between gap-3">
        <Logo />
        <Button variant="ghost" onClick={() => setIsSkipOpen(true)}>
          Skip
        </Button>
      </div>
      <h1 className="mt-6 text-2xl font-bold text-brand-900 sm:text-3xl">
        Set up your company profile
      </h1>
      <p className="mt-1 text-sm text-slate-600">
        Complete all five steps to post internships and NYSC slots and to hire.
      </p>
      <div className="mt-6">
        <StepIndicator steps={WIZARD_STEPS} current={current} statuses={statuses} onSelect={goTo} />
      </div>

      <section className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        <StepHeading step={step} shouldFocus={hasMoved} />
        {step.key === 'basicInfo' && <BasicInfoStep company={company} draft={draft} />}
        {step.key === 'logo' && <LogoStep company={company} />}
        {step.key === 'operations' && <OperationsStep company={company} />}
        {step.key === 'socialMedia' && <SocialMediaStep company={company} />}
        {step.key === 'verificationDocument' && <VerificationDocumentStep company={company} />}
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
        <Button variant="secondary" onClick={() => goTo(current - 1)} disabled={current === 0}>
          Previous
        </Button>
        {isLast ? (
          <Button onClick={onFinish}>Finish</Button>
        ) : (
          <Button onClick={() => goTo(current + 1)}>Next</Button>
        )}
      </nav>

      <SkipSetupDialog
        isOpen={isSkipOpen}
        onClose={() => setIsSkipOpen(false)}
        onConfirm={() => void navigate(paths.company.dashboard)}
        description="Until your company profile is complete, you cannot post internships, NYSC slots or hire. You can come back to it from your dashboard."
      />
    </div>
  )
}

function WizardSkeleton() {
  return (
    <div aria-busy="true" className="mx-auto w-full max-w-3xl space-y-6 px-4 py-10 sm:px-6">
      <p role="status" className="sr-only">
        Loading your company profile…
      </p>
      <Skeleton className="h-8 w-2/3" />
      <Skeleton className="h-3 w-full" />
      <Skeleton className="h-96 w-full rounded-2xl" />
    </div>
  )
}

/** /profile/company: the five-step setup of a company profile (spec §2). */
export function CompanyProfileWizardPage() {
  const company = useQuery(companyQueries.me())
  return (
    <main className="min-h-dvh bg-slate-50">
      {company.isPending ? (
        <WizardSkeleton />
      ) : company.isError ? (
        <div className="mx-auto max-w-md px-4 py-16 text-center">
          <p role="alert" className="font-medium text-red-800">
            {PROFILE_TOASTS.loadFailed}
          </p>
          <Button variant="secondary" className="mt-4" onClick={() => void company.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <ProfileWizard company={company.data} />
      )}
    </main>
  )
}
