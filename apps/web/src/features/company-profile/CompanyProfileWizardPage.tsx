import { useQuery } from '@tanstack/react-query'
import { COMPANY_MESSAGES, type CompanyMe } from '@app/domain'
import {
  ProfileWizardFrame,
  ProfileWizardPage,
  useWizardStep,
  wizardStatuses,
} from '../../components/profile/ProfileWizard'
import { companyQueries } from '../../lib/account-queries'
import { paths } from '../../lib/paths'
import { CompanyBasicInfoStep } from './CompanyBasicInfoStep'
import { PROFILE_LOADING_LABEL, PROFILE_TOASTS } from './company-profile.messages'
import { LogoStep } from './LogoStep'
import { OperationsStep } from './OperationsStep'
import { SocialMediaStep } from './SocialMediaStep'
import { useBasicInfoDraft } from './useBasicInfoDraft'
import { VerificationDocumentStep } from './VerificationDocumentStep'
import { WIZARD_STEPS } from './company-wizard-steps'

function ProfileWizard({ company }: { company: CompanyMe }) {
  const { current, step, hasMoved, goTo } = useWizardStep(WIZARD_STEPS, company.steps)
  const draft = useBasicInfoDraft(company.id)

  return (
    <ProfileWizardFrame
      title="Set up your company profile"
      intro="Complete all five steps to post internships and NYSC slots and to hire."
      steps={WIZARD_STEPS}
      current={current}
      statuses={wizardStatuses(WIZARD_STEPS, company.steps, { basicInfo: !!draft.draft })}
      hasMoved={hasMoved}
      onSelect={goTo}
      finishLabel="Finish"
      isComplete={Object.values(company.steps).every(Boolean)}
      incompleteMessage={COMPANY_MESSAGES.incompleteProfile}
      dashboardPath={paths.company.dashboard.href()}
      skipDescription="Until your company profile is complete, you cannot post internships, NYSC slots or hire. You can come back to it from your dashboard."
    >
      {step.key === 'basicInfo' && <CompanyBasicInfoStep company={company} draft={draft} />}
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
    <ProfileWizardPage
      profile={company}
      loadingLabel={PROFILE_LOADING_LABEL}
      loadFailed={PROFILE_TOASTS.loadFailed}
    >
      {(data) => <ProfileWizard company={data} />}
    </ProfileWizardPage>
  )
}
