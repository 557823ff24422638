import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import { COMPANY_MESSAGES, type CompanyMe } from '@app/domain'
import {
  ProfileWizardFrame,
  WizardSkeleton,
  useWizardStep,
} from '../../components/profile/ProfileWizard'
import type { StepStatus } from '../../components/profile/StepIndicator'
import { Button } from '../../components/ui/Button'
import { companyQueries } from '../../lib/account-queries'
import { paths } from '../../app/paths'
import { BasicInfoStep } from './BasicInfoStep'
import { PROFILE_TOASTS } from './company-profile.messages'
import { LogoStep } from './LogoStep'
import { OperationsStep } from './OperationsStep'
import { SocialMediaStep } from './SocialMediaStep'
import { useBasicInfoDraft } from './useBasicInfoDraft'
import { VerificationDocumentStep } from './VerificationDocumentStep'
import { WIZARD_STEPS } from './wizard-steps'

function ProfileWizard({ company }: { company: CompanyMe }) {
  const navigate = useNavigate()
  const { current, step, hasMoved, goTo } = useWizardStep(WIZARD_STEPS, company.steps)
  const [finishProblem, setFinishProblem] = useState<string | null>(null)
  const draft = useBasicInfoDraft(company.id)

  const statuses: StepStatus[] = WIZARD_STEPS.map(({ key }) =>
    company.steps[key] ? 'done' : key === 'basicInfo' && draft.draft ? 'draft' : 'notStarted',
  )

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
    <ProfileWizardFrame
      title="Set up your company profile"
      intro="Complete all five steps to post internships and NYSC slots and to hire."
      steps={WIZARD_STEPS}
      current={current}
      statuses={statuses}
      hasMoved={hasMoved}
      onSelect={(index) => {
        setFinishProblem(null)
        goTo(index)
      }}
      finishLabel="Finish"
      onFinish={onFinish}
      finishProblem={finishProblem}
      skipDescription="Until your company profile is complete, you cannot post internships, NYSC slots or hire. You can come back to it from your dashboard."
      onSkip={() => void navigate(paths.company.dashboard)}
    >
      {step.key === 'basicInfo' && <BasicInfoStep company={company} draft={draft} />}
      {step.key === 'logo' && <LogoStep company={company} />}
      {step.key === 'operations' && <OperationsStep company={company} />}
      {step.key === 'socialMedia' && <SocialMediaStep company={company} />}
      {step.key === 'verificationDocument' && <VerificationDocumentStep company={company} />}
    </ProfileWizardFrame>
  )
}

/** /profile/company: the five-step setup of a company profile (spec §2). */
export function CompanyProfileWizardPage() {
  const company = useQuery(companyQueries.me())
  return (
    <main className="min-h-dvh bg-slate-50">
      {company.isPending ? (
        <WizardSkeleton label="Loading your company profile…" />
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
