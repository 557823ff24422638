import { COVER_NOTE_LABELS, type CompanyApplication } from '@app/domain'

/** The applicant's cover note, when the role asked for one (decision 065). */
export function ApplicantCoverNote({ application }: { application: CompanyApplication }) {
  if (!application.coverNote) return null
  return (
    <section
      aria-labelledby="applicant-cover-note"
      className="rounded-xl border border-slate-200 bg-slate-50 p-4"
    >
      <h3 id="applicant-cover-note" className="text-base font-semibold text-brand-900">
        {COVER_NOTE_LABELS.companyHeading}
      </h3>
      <p className="mt-2 text-sm break-words whitespace-pre-line text-slate-800">
        {application.coverNote}
      </p>
    </section>
  )
}
