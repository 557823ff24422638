import { Link, useNavigate } from 'react-router'
import type { InternMe, InternRole } from '@app/domain'
import { paths } from '../../lib/paths'
import { draftRoleId, useApplicationContact, useContactEditDraft } from './application-draft'
import { WithApplyData } from './ApplyStates'
import { ContactDetailsForm } from './ContactDetailsForm'
import { NoDraft } from './NoDraft'
import { ApplicationResumeSection } from './ApplicationResumeSection'
import { RoleSummaryCard } from './RoleSummaryCard'
import { useApplyData } from './useApplyData'

function DraftEdit({ roleId }: { roleId: string }) {
  const data = useApplyData(roleId)
  return (
    <WithApplyData data={data}>{(role, me) => <DraftEditForm role={role} me={me} />}</WithApplyData>
  )
}

function DraftEditForm({ role, me }: { role: InternRole; me: InternMe }) {
  const navigate = useNavigate()
  const details = useApplicationContact(role.id, me)
  const editDraft = useContactEditDraft(role.id)
  const backToReview = () => void navigate(paths.intern.appReview.href())
  return (
    <div className="space-y-5">
      <RoleSummaryCard role={role} />
      <section
        aria-label="Your details"
        className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
      >
        <ContactDetailsForm
          contact={details.contact}
          draft={editDraft}
          onSaved={(contact) => {
            details.save(contact)
            backToReview()
          }}
          onCancel={backToReview}
        />
      </section>
      <div className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
        <ApplicationResumeSection resumeUrl={me.resumeUrl} />
      </div>
    </div>
  )
}

/** /app-edit: the latest unfinished application's details, editable; saving returns to review. */
export function AppEditPage() {
  const roleId = draftRoleId()
  return (
    <div className="space-y-4">
      <title>Edit your application — Internplace</title>
      <Link
        to={paths.intern.appReview.href()}
        className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand-700 hover:text-brand-900"
      >
        <span aria-hidden="true">←</span> Back to review
      </Link>
      <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">Edit Your Application</h1>
      {roleId ? <DraftEdit roleId={roleId} /> : <NoDraft />}
    </div>
  )
}
