import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import { ROLE_MESSAGES, ROLE_TITLE_MAX_LENGTH } from '@app/domain'
import { Button } from '../../components/ui/Button'
import { companyQueries } from '../../lib/account-queries'
import { readSession } from '../../lib/session'
import { paths } from '../../lib/paths'
import { BackButton } from '../../components/ui/BackButton'
import { DraftNotice } from './DraftNotice'
import { PublishFlowDialogs } from './RoleDialogs'
import { RoleFormFields } from './RoleFormFields'
import { EMPTY_ROLE, roleDraft, type RoleFormValues } from './role-form'
import { usePublishRole } from './usePublishRole'
import { useRoleForm } from './useRoleForm'

/** /post-internship: the Create a Role form, kept as a draft until it is published. */
export function PostInternshipPage() {
  const company = useQuery(companyQueries.me())
  const draftKey = roleDraft.newRoleKey(readSession()?.userId ?? 'signed-out')
  const { form, hasRestoredDraft, discardDraft } = useRoleForm(draftKey)
  const publish = usePublishRole(
    () => discardDraft(),
    (errors) => {
      for (const [field, message] of Object.entries(errors)) {
        if (field in EMPTY_ROLE) form.setError(field as keyof RoleFormValues, { message })
      }
    },
  )
  const [formError, setFormError] = useState<string | null>(null)
  const { isValid, isSubmitting, errors } = form.formState
  // A marked field says what is wrong; otherwise something required is still empty.
  const hasMarkedFields = Object.keys(errors).length > 0
  const isLocked = company.data ? !company.data.profileComplete : false

  const onSubmit = form.handleSubmit(
    (role) => {
      setFormError(null)
      publish.ask({ ...role, title: role.title.slice(0, ROLE_TITLE_MAX_LENGTH) })
    },
    () => setFormError(ROLE_MESSAGES.formInvalid),
  )

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <BackButton fallback={paths.company.jobBoards.href()} />
      <header>
        <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">Create a Role</h1>
        <p className="mt-1 text-sm text-slate-600">
          Describe the internship or entry-level role. Candidates see it once you publish it.
        </p>
      </header>

      {isLocked && (
        <p className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
          {ROLE_MESSAGES.profileIncomplete}{' '}
          <Link to={paths.company.profileWizard.href()} className="font-semibold underline">
            Complete Profile
          </Link>
        </p>
      )}
      {hasRestoredDraft && (
        <DraftNotice
          text="We kept what you typed last time."
          actionLabel="Start over"
          onDiscard={() => discardDraft({})}
        />
      )}

      <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-6">
        <RoleFormFields form={form} />
        {formError && !isValid && (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
            {formError}
          </p>
        )}
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-end">
          {!isValid && (
            <p className="text-sm text-slate-500 sm:mr-auto">
              {hasMarkedFields
                ? 'Correct the marked fields to continue.'
                : 'Fill in every required field to continue.'}
            </p>
          )}
          <Button type="submit" disabled={!isValid || isSubmitting || publish.isPending}>
            Proceed
          </Button>
        </div>
      </form>

      <PublishFlowDialogs publish={publish} />
    </div>
  )
}
