import { useState } from 'react'
import { Link } from 'react-router'
import { RoleInputSchema } from '@app/domain'
import { Button, buttonClass } from '../../components/ui/Button'
import { EmptyState } from '../../components/ui/EmptyState'
import { Logo } from '../../components/ui/Logo'
import { readSession } from '../../lib/session'
import { paths } from '../../lib/paths'
import { DraftRolePreview } from './DraftRolePreview'
import { PublishFlowDialogs } from './RoleDialogs'
import { EMPTY_ROLE, roleDraft } from './role-form'
import { usePublishRole } from './usePublishRole'

/**
 * /publish-internship-role: the spec's standalone publish dialog, made useful — it publishes the
 * draft the Create a Role form keeps in this browser, or points to that form.
 */
export function PublishRolePage() {
  const draftKey = roleDraft.newRoleKey(readSession()?.userId ?? 'signed-out')
  const [draft] = useState(() => roleDraft.read(draftKey))
  const parsed = draft ? RoleInputSchema.safeParse({ ...EMPTY_ROLE, ...draft }) : null
  const publish = usePublishRole(() => roleDraft.clear(draftKey))

  return (
    <div className="min-h-dvh bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-3xl items-center justify-between gap-3 px-4 py-3">
          <Logo />
          <Link
            to={paths.company.jobBoards.href()}
            className="text-sm font-semibold text-brand-700 hover:underline"
          >
            Job Boards
          </Link>
        </div>
      </header>
      <main className="mx-auto max-w-3xl space-y-6 px-4 py-6 sm:py-10">
        <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">Publish Internship Role</h1>
        {!draft || !parsed ? (
          <EmptyState
            title="You have no draft role to publish."
            description="Roles you start on the Create a Role form are kept here until you publish them."
            action={
              <Link to={paths.company.postInternship.href()} className={buttonClass('primary')}>
                Create a Role
              </Link>
            }
          />
        ) : !parsed.success ? (
          <EmptyState
            title="Your draft role is not finished yet."
            description={`${draft.title?.trim() || 'Untitled Role'}: some required fields are still empty or need a fix.`}
            action={
              <Link to={paths.company.postInternship.href()} className={buttonClass('primary')}>
                Continue the draft
              </Link>
            }
          />
        ) : (
          <>
            <p className="text-sm text-slate-600">
              This is your latest draft. Publish it as it is, or go back and change it first.
            </p>
            <DraftRolePreview role={parsed.data} />
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <Link to={paths.company.postInternship.href()} className={buttonClass('secondary')}>
                Edit the draft
              </Link>
              <Button onClick={() => publish.ask(parsed.data)} disabled={publish.outcome !== null}>
                Publish
              </Button>
            </div>
          </>
        )}
      </main>
      <PublishFlowDialogs publish={publish} />
    </div>
  )
}
