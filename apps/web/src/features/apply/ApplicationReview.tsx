import { APPLY_PAGE_WORDS } from '@app/domain'
import { useRef, useState } from 'react'
import { Link } from 'react-router'
import type { InternMe, InternRole } from '@app/domain'
import { GuideLink } from '../../components/guides/GuideLink'
import { buttonClass } from '../../components/ui/Button'
import { ContactDetailsForm } from './ContactDetailsForm'
import { ContactDetailsView } from './ContactDetailsView'
import {
  useApplicationContact,
  useContactEditDraft,
  useCoverNote,
  useScreeningAnswers,
} from './application-draft'
import { ScreeningAnswersSection } from './ScreeningAnswersSection'
import { CoverNoteField } from './CoverNoteField'
import { ApplicationResumeSection } from './ApplicationResumeSection'
import { RoleSummaryCard } from './RoleSummaryCard'
import { SubmitApplication } from './SubmitApplication'

interface ApplicationReviewProps {
  role: InternRole
  me: InternMe
  /** Edit on another page (/app-edit) instead of in place. */
  editHref?: string
}

/** The review step: role, details (editable), resume, submit. Shared by both review pages. */
export function ApplicationReview({ role, me, editHref }: ApplicationReviewProps) {
  const details = useApplicationContact(role.id, me)
  const editDraft = useContactEditDraft(role.id)
  // An edit left unsaved (a reload, the network gone) opens again where it was.
  const [isEditing, setEditing] = useState(() => !editHref && editDraft.draft !== null)
  const [isUploading, setUploading] = useState(false)
  const coverNote = useCoverNote(role.id)
  const [coverNoteError, setCoverNoteError] = useState<string | undefined>()
  const screening = useScreeningAnswers(role.id)
  const [answerErrors, setAnswerErrors] = useState<Record<string, string>>({})
  const editButton = useRef<HTMLButtonElement>(null)

  const stopEditing = () => {
    setEditing(false)
    requestAnimationFrame(() => editButton.current?.focus())
  }

  return (
    <div className="space-y-5">
      <RoleSummaryCard role={role} />
      <section
        aria-labelledby="details-title"
        className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
      >
        <div className="mb-3 flex items-center justify-between gap-3">
          <h2 id="details-title" className="text-lg font-semibold text-brand-900">
            {APPLY_PAGE_WORDS.yourDetails}
          </h2>
          {!isEditing &&
            (editHref ? (
              <Link to={editHref} className={buttonClass('secondary', 'px-4')}>
                Edit<span className="sr-only"> your details</span>
              </Link>
            ) : (
              <button
                ref={editButton}
                type="button"
                className={buttonClass('secondary', 'px-4')}
                onClick={() => setEditing(true)}
              >
                Edit<span className="sr-only"> your details</span>
              </button>
            ))}
        </div>
        {isEditing ? (
          <ContactDetailsForm
            contact={details.contact}
            draft={editDraft}
            onSaved={(contact) => {
              details.save(contact)
              stopEditing()
            }}
            onCancel={stopEditing}
          />
        ) : (
          <ContactDetailsView contact={details.contact} />
        )}
      </section>
      <div className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
        <ApplicationResumeSection resumeUrl={me.resumeUrl} onBusyChange={setUploading} />
        <GuideLink guide="cvWithNoExperience" className="mt-2" />
      </div>
      {role.asksCoverNote && (
        <CoverNoteField
          roleId={role.id}
          note={coverNote.note}
          onChange={(note) => {
            setCoverNoteError(undefined)
            coverNote.change(note)
          }}
          error={coverNoteError}
        />
      )}
      <ScreeningAnswersSection
        questions={role.questions}
        answers={screening.answers}
        onChange={(questionId, answer) => {
          setAnswerErrors(({ [questionId]: _dropped, ...rest }) => rest)
          screening.change(questionId, answer)
        }}
        errors={answerErrors}
      />
      <SubmitApplication
        roleId={role.id}
        resumeUrl={me.resumeUrl}
        contact={details.edited}
        coverNote={
          role.asksCoverNote ? { text: coverNote.note, onRefused: setCoverNoteError } : null
        }
        screening={{
          questions: role.questions,
          answers: screening.answers,
          onRefused: setAnswerErrors,
        }}
        isDisabled={isEditing || isUploading}
        isProfileComplete={me.profileComplete}
      />
    </div>
  )
}
