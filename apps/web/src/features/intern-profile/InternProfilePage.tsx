import { useCallback, useState, type ReactNode } from 'react'
import { useQuery } from '@tanstack/react-query'
import type { InternMe } from '@app/domain'
import { ProfileCompletionPanel } from '../../components/profile/ProfileCompletionPanel'
import { ProfileSkeleton } from '../../components/profile/ProfileLoadStates'
import { LoadError } from '../../components/ui/LoadError'
import { Button } from '../../components/ui/Button'
import { Dialog } from '../../components/ui/Dialog'
import { internQueries } from '../../lib/account-queries'
import { PROFILE_SECTION_IDS as SECTION } from '../../lib/profile-sections'
import { EducationSection } from './EducationSection'
import { INTERN_TEXTS } from './intern-profile.messages'
import { InternMediaSection } from './InternMediaSection'
import { PreferencesCard } from './PreferencesCard'
import { ProfileHeader } from './ProfileHeader'
import { ProfileInformationSection } from './ProfileInformationSection'
import { ProfileResumeSection } from './ProfileResumeSection'
import { SkillsSection } from './SkillsSection'

/** Spec §9: basic details are 50 points, education 25, resume 25; each is 'Filled' at its mark. */
const completionItems = (progress: number) => [
  { label: 'Profile Information', isFilled: progress >= 50 },
  { label: 'Education', isFilled: progress >= 75 },
  { label: 'Resume/Curriculum Vitae', isFilled: progress >= 100 },
]

/** The sections whose open edits the main button saves (spec §2). */
type SavedByMainButton = 'education' | 'resume' | 'media'

/** Room beside the profile for panels of other features (the profile coach), placed by app/. */
interface ProfileSlots {
  coach?: ReactNode
}

/** A section the profile coach links to by its anchor (lib/profile-sections.ts). */
const Anchor = ({ id, children }: { id: string; children: ReactNode }) => (
  <div id={id} className="scroll-mt-24">
    {children}
  </div>
)

function ProfileEditor({ intern, coach }: { intern: InternMe } & ProfileSlots) {
  const [dialog, setDialog] = useState<'saved' | 'failed' | null>(null)
  const [openForms, setOpenForms] = useState<Record<SavedByMainButton, string | null>>({
    education: null,
    resume: null,
    media: null,
  })
  const tracker = useCallback(
    (section: SavedByMainButton) => (formId: string | null) =>
      setOpenForms((open) => (open[section] === formId ? open : { ...open, [section]: formId })),
    [],
  )
  const [trackEducation] = useState(() => tracker('education'))
  const [trackResume] = useState(() => tracker('resume'))
  const [trackMedia] = useState(() => tracker('media'))
  const openIds = Object.values(openForms).filter((id): id is string => id !== null)

  const handlers = {
    intern,
    onSaved: () => setDialog('saved'),
    onFailed: () => setDialog('failed'),
  }
  const saveOpenSections = () => {
    for (const id of openIds) {
      const form = document.getElementById(id)
      if (form instanceof HTMLFormElement) form.requestSubmit()
    }
  }

  return (
    <div className="space-y-6">
      <Anchor id={SECTION.photo}>
        <ProfileHeader
          intern={intern}
          hasOpenEdits={openIds.length > 0}
          onSaveChanges={saveOpenSections}
        />
      </Anchor>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="order-2 min-w-0 space-y-6 lg:order-1 lg:col-span-2">
          <Anchor id={SECTION.information}>
            <ProfileInformationSection {...handlers} />
          </Anchor>
          <Anchor id={SECTION.education}>
            <EducationSection {...handlers} onEditingChange={trackEducation} />
          </Anchor>
          <Anchor id={SECTION.skills}>
            <SkillsSection {...handlers} />
          </Anchor>
          <Anchor id={SECTION.media}>
            <InternMediaSection {...handlers} onEditingChange={trackMedia} />
          </Anchor>
          <Anchor id={SECTION.resume}>
            <ProfileResumeSection {...handlers} onEditingChange={trackResume} />
          </Anchor>
        </div>
        <div className="order-1 min-w-0 space-y-6 lg:order-2">
          <ProfileCompletionPanel
            percent={intern.progress}
            items={completionItems(intern.progress)}
          />
          {coach}
          <Anchor id={SECTION.preferences}>
            <PreferencesCard intern={intern} />
          </Anchor>
        </div>
      </div>

      <Dialog
        isOpen={dialog === 'saved'}
        title={INTERN_TEXTS.savedTitle}
        description={INTERN_TEXTS.savedText}
        onClose={() => setDialog(null)}
      >
        <Button onClick={() => setDialog(null)} className="w-full sm:w-auto">
          Ok, I Understand
        </Button>
      </Dialog>
      <Dialog
        isOpen={dialog === 'failed'}
        role="alertdialog"
        title={INTERN_TEXTS.saveFailedTitle}
        description={INTERN_TEXTS.saveFailedText}
        onClose={() => setDialog(null)}
      >
        <Button onClick={() => setDialog(null)} className="w-full sm:w-auto">
          Close
        </Button>
      </Dialog>
    </div>
  )
}

/** /intern/profile: the profile, section by section, with its completion and preferences. */
export function InternProfilePage({ coach }: ProfileSlots = {}) {
  const intern = useQuery(internQueries.me())
  if (intern.isPending) {
    return <ProfileSkeleton label={INTERN_TEXTS.loading} avatarShape="circle" />
  }
  if (intern.isError) {
    return <LoadError message={INTERN_TEXTS.loadFailed} onRetry={() => void intern.refetch()} />
  }
  return <ProfileEditor intern={intern.data} coach={coach} />
}
