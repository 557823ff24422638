import { useCallback, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import type { InternMe } from '@app/domain'
import { ProfileCompletionPanel } from '../../components/profile/ProfileCompletionPanel'
import { Button } from '../../components/ui/Button'
import { Dialog } from '../../components/ui/Dialog'
import { Skeleton } from '../../components/ui/Skeleton'
import { internQueries } from '../../lib/account-queries'
import { EducationSection } from './EducationSection'
import { INTERN_TEXTS } from './intern-profile.messages'
import { InternMediaSection } from './InternMediaSection'
import { PreferencesCard } from './PreferencesCard'
import { ProfileHeader } from './ProfileHeader'
import { ProfileInformationSection } from './ProfileInformationSection'
import { ResumeSection } from './ResumeSection'
import { SkillsSection } from './SkillsSection'

/** Spec §9: basic details are 50 points, education 25, resume 25; each is 'Filled' at its mark. */
const completionItems = (progress: number) => [
  { label: 'Profile Information', isFilled: progress >= 50 },
  { label: 'Education', isFilled: progress >= 75 },
  { label: 'Resume/Curriculum Vitae', isFilled: progress >= 100 },
]

/** The sections whose open edits the main button saves (spec §2). */
type SavedByMainButton = 'education' | 'resume' | 'media'

function ProfileEditor({ intern }: { intern: InternMe }) {
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
      <ProfileHeader
        intern={intern}
        hasOpenEdits={openIds.length > 0}
        onSaveChanges={saveOpenSections}
      />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="order-2 min-w-0 space-y-6 lg:order-1 lg:col-span-2">
          <ProfileInformationSection {...handlers} />
          <EducationSection {...handlers} onEditingChange={trackEducation} />
          <SkillsSection {...handlers} />
          <InternMediaSection {...handlers} onEditingChange={trackMedia} />
          <ResumeSection {...handlers} onEditingChange={trackResume} />
        </div>
        <div className="order-1 min-w-0 space-y-6 lg:order-2">
          <ProfileCompletionPanel
            percent={intern.progress}
            items={completionItems(intern.progress)}
          />
          <PreferencesCard intern={intern} />
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

export function ProfileSkeleton() {
  return (
    <div aria-busy="true" className="space-y-6">
      <p role="status" className="sr-only">
        Loading your profile…
      </p>
      <div className="flex items-center gap-4 rounded-2xl border border-slate-200 bg-white p-6">
        <Skeleton className="h-20 w-20 rounded-full" />
        <div className="flex-1 space-y-2">
          <Skeleton className="h-6 w-1/2" />
          <Skeleton className="h-4 w-1/4" />
        </div>
      </div>
      <Skeleton className="h-64 w-full rounded-2xl" />
      <Skeleton className="h-40 w-full rounded-2xl" />
    </div>
  )
}

/** /intern/profile: the profile, section by section, with its completion and preferences. */
export function InternProfilePage() {
  const intern = useQuery(internQueries.me())
  if (intern.isPending) return <ProfileSkeleton />
  if (intern.isError) {
    return (
      <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-6 text-center">
        <p className="font-medium text-red-800">{INTERN_TEXTS.loadFailed}</p>
        <Button variant="secondary" className="mt-4" onClick={() => void intern.refetch()}>
          Try again
        </Button>
      </div>
    )
  }
  return <ProfileEditor intern={intern.data} />
}
