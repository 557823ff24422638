import { useQuery } from '@tanstack/react-query'
import { INTERN_MESSAGES, type InternBasicInfoInput, type InternMe } from '@app/domain'
import {
  ProfileWizardFrame,
  ProfileWizardPage,
  useWizardStep,
  wizardStatuses,
} from '../../components/profile/ProfileWizard'
import { useFormDraft } from '../../components/profile/useFormDraft'
import { internQueries } from '../../lib/account-queries'
import { paths } from '../../lib/paths'
import type { AcademicValues } from './AcademicFields'
import { AcademicStep } from './AcademicStep'
import { InternBasicInfoStep } from './InternBasicInfoStep'
import { INTERN_TEXTS } from './intern-profile.messages'
import { PhotoStep } from './PhotoStep'
import { ResumeStep } from './ResumeStep'
import { RolePreferenceStep } from './RolePreferenceStep'
import { INTERN_WIZARD, draftKey } from './intern-wizard-steps'

function ProfileWizard({ intern }: { intern: InternMe }) {
  const { current, step, hasMoved, goTo } = useWizardStep(INTERN_WIZARD, intern.steps)
  const basicDraft = useFormDraft<InternBasicInfoInput>(draftKey('basicInfo', intern.id))
  const academicDraft = useFormDraft<AcademicValues>(draftKey('academic', intern.id))

  return (
    <ProfileWizardFrame
      title="Set up your profile"
      intro="Complete all five steps to find internships, SIWES placements, NYSC roles and entry-level jobs, and to apply."
      steps={INTERN_WIZARD}
      current={current}
      statuses={wizardStatuses(INTERN_WIZARD, intern.steps, {
        basicInfo: !!basicDraft.draft,
        academicDetails: !!academicDraft.draft,
      })}
      hasMoved={hasMoved}
      onSelect={goTo}
      finishLabel="Finish Your Profile"
      isComplete={intern.profileComplete}
      incompleteMessage={INTERN_MESSAGES.incompleteProfile}
      dashboardPath={paths.intern.dashboard.href()}
      skipDescription="Until your profile is complete, you cannot find roles or apply. You can come back to it from your dashboard."
    >
      {step.key === 'basicInfo' && <InternBasicInfoStep intern={intern} draft={basicDraft} />}
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
    <ProfileWizardPage
      profile={intern}
      loadingLabel={INTERN_TEXTS.loading}
      loadFailed={INTERN_TEXTS.loadFailed}
    >
      {(data) => <ProfileWizard intern={data} />}
    </ProfileWizardPage>
  )
}
