import { APPLY_PAGE_WORDS } from '@app/domain'
import { useState } from 'react'
import { Link, useNavigate, useParams } from 'react-router'
import type { InternMe, InternRole } from '@app/domain'
import { paths } from '../../lib/paths'
import { Button, buttonClass } from '../../components/ui/Button'
import { WithApplyData } from './ApplyStates'
import { ProfileIncompleteNotice } from './ProfileIncompleteNotice'
import { ApplicationResumeSection } from './ApplicationResumeSection'
import { RoleSummaryCard } from './RoleSummaryCard'
import { useApplyData } from './useApplyData'

function ApplyForm({ role, me }: { role: InternRole; me: InternMe }) {
  const navigate = useNavigate()
  const [isUploading, setUploading] = useState(false)
  const hasResume = !!me.resumeUrl
  return (
    <div className="grid grid-cols-1 gap-5 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="lg:col-start-2 lg:row-start-1">
        <RoleSummaryCard role={role} />
      </div>
      <div className="space-y-5 rounded-xl border border-slate-200 bg-white p-4 sm:p-6 lg:col-start-1 lg:row-start-1">
        {!me.profileComplete && <ProfileIncompleteNotice />}
        <p className="text-sm text-slate-600">{APPLY_PAGE_WORDS.cvHint}</p>
        <ApplicationResumeSection
          resumeUrl={me.resumeUrl}
          onBusyChange={setUploading}
          uploadLabel="Upload a different resume or CV"
        />
        <div className="space-y-2">
          <Button
            className="w-full sm:w-auto"
            disabled={!hasResume || isUploading}
            aria-describedby={hasResume ? undefined : 'proceed-hint'}
            onClick={() => void navigate(paths.intern.reviewApplication.href(role.id))}
          >
            {APPLY_PAGE_WORDS.proceed}
          </Button>
          {!hasResume && (
            <p id="proceed-hint" className="text-sm text-slate-600">
              {APPLY_PAGE_WORDS.uploadToContinue}
            </p>
          )}
        </div>
      </div>
    </div>
  )
}

function AlreadyApplied({ applicationId }: { applicationId: string }) {
  return (
    <div role="status" className="rounded-xl border border-slate-200 bg-white p-6 text-center">
      <p className="font-semibold text-brand-900">{APPLY_PAGE_WORDS.alreadyApplied}</p>
      <Link
        to={paths.intern.application.href(applicationId)}
        className={buttonClass('primary', 'mt-4')}
      >
        {APPLY_PAGE_WORDS.viewApplication}
      </Link>
    </div>
  )
}

/** /roles/apply/:roleId: choose the resume to send, then review. */
export function ApplyPage() {
  const { roleId = '' } = useParams()
  const data = useApplyData(roleId)
  return (
    <div className="space-y-4">
      <title>Apply — Internplace</title>
      <Link
        to={paths.intern.role.href(roleId)}
        className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand-700 hover:text-brand-900"
      >
        <span aria-hidden="true">←</span> {APPLY_PAGE_WORDS.backToRole}
      </Link>
      <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">
        {APPLY_PAGE_WORDS.applyTitle}
      </h1>
      <WithApplyData data={data}>
        {(role, me) =>
          role.applicationId ? (
            <AlreadyApplied applicationId={role.applicationId} />
          ) : (
            <ApplyForm role={role} me={me} />
          )
        }
      </WithApplyData>
    </div>
  )
}
