import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import { INTERN_MESSAGES, type InternBasicInfoInput, type InternMe } from '@app/domain'
import {
  ProfileWizardFrame,
  WizardSkeleton,
  useWizardStep,
} from '../../components/profile/ProfileWizard'
import type { StepStatus } from '../../components/profile/StepIndicator'
import { useFormDraft } from '../../components/profile/useFormDraft'
import { Button } from '../../components/ui/Button'
import { internQueries } from '../../lib/account-queries'
import { paths } from '../../app/paths'
import type { AcademicValues } from './AcademicFields'
import { AcademicStep } from './AcademicStep'
import { BasicInfoStep } from './BasicInfoStep'
import { INTERN_TEXTS } from './intern-profile.messages'
import { PhotoStep } from './PhotoStep'
import { ResumeStep } from './ResumeStep'
import { RolePreferenceStep } from './RolePreferenceStep'
import { INTERN_WIZARD, draftKey } from './wizard-steps'

function ProfileWizard({ intern }: { intern: InternMe }) {
  const navigate = useNavigate()
  const { current, step, hasMoved, goTo } = useWizardStep(INTERN_WIZARD, intern.steps)
  const [finishProblem, setFinishProblem] = useState<string | null>(null)
  const basicDraft = useFormDraft<InternBasicInfoInput>(draftKey('basicInfo', intern.id))
  const academicDraft = useFormDraft<AcademicValues>(draftKey('academic', intern.id))

  const hasDraft = { basicInfo: !!basicDraft.draft, academicDetails: !!academicDraft.draft }
  const statuses: StepStatus[] = INTERN_WIZARD.map(({ key }) =>
    intern.steps[key] ? 'done' : hasDraft[key as keyof typeof hasDraft] ? 'draft' : 'notStarted',
  )

  const onFinish = () => {
    // The server's record decides, so a step saved in another tab counts too.
    if (!intern.profileComplete) {
      setFinishProblem(INTERN_MESSAGES.incompleteProfile)
      return
    }
    localStorage.setItem('profileCompleted', 'true')
    void navigate(paths.intern.dashboard)
  }

  return (
    <ProfileWizardFrame
      title="Set up your profile"
      intro="Complete all five steps to find internships, SIWES placements, NYSC roles and entry-level jobs, and to apply."
      steps={INTERN_WIZARD}
      current={current}
      statuses={statuses}
      hasMoved={hasMoved}
      onSelect={(index) => {
        setFinishProblem(null)
        goTo(index)
      }}
      finishLabel="Finish Your Profile"
      onFinish={onFinish}
      finishProblem={finishProblem}
      skipDescription="Until your profile is complete, you cannot find roles or apply. You can come back to it from your dashboard."
      onSkip={() => void navigate(paths.intern.dashboard)}
    >
      {step.key === 'basicInfo' && <BasicInfoStep intern={intern} draft={basicDraft} />}
      {step.key === 'profilePhoto' && <PhotoStep intern={intern} />}
      {step.key === 'academicDetails' && <AcademicStep intern={intern} draft={academicDraft} />}
      {step.key === 'rolePreference' && <RolePreferenceStep intern={intern} />}
      {step.key === 'resume' && <ResumeStep intern={intern} />}
    </ProfileWizardFrame>
  )
}

/** /profile/intern: the five-step setup of an intern profile (spec §2, §4). */
export function InternProfileWizardPage() {
  const intern = useQuery(internQueries.me())
  return (
    <main className="min-h-dvh bg-slate-50">
      {intern.isPending ? (
        <WizardSkeleton label="Loading your profile…" />
      ) : intern.isError ? (
        <div className="mx-auto max-w-md px-4 py-16 text-center">
          <p role="alert" className="font-medium text-red-800">
            {INTERN_TEXTS.loadFailed}
          </p>
          <Button variant="secondary" className="mt-4" onClick={() => void intern.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <ProfileWizard intern={intern.data} />
      )}
    </main>
  )
}
