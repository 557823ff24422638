import { useQuery } from '@tanstack/react-query'
import { Link, useLocation, useSearchParams } from 'react-router'
import { CompanyRoleSchema, canEditRole, type CompanyRole } from '@app/domain'
import { buttonClass } from '../../components/ui/Button'
import { EmptyState } from '../../components/ui/EmptyState'
import { Skeleton } from '../../components/ui/Skeleton'
import { formatDate } from '../../lib/screen-format'
import { paths } from '../../lib/paths'
import { roleQueries } from './company-roles.api'
import { EditRoleForm } from './EditRoleForm'

/** The role handed over by the job board's Edit Role link, when it is the one asked for. */
function roleFromState(state: unknown, id: string | null): CompanyRole | undefined {
  const parsed = CompanyRoleSchema.safeParse((state as { role?: unknown } | null)?.role)
  if (!parsed.success) return undefined
  return !id || parsed.data.id === id ? parsed.data : undefined
}

function RoleNotFound() {
  return (
    <EmptyState
      className="mx-auto max-w-xl"
      title="Oops! Role Not Found"
      description="This role may have been deleted, or the link is incomplete."
      action={
        <Link to={paths.company.jobBoards.href()} className={buttonClass('primary')}>
          Back to Job Boards
        </Link>
      }
    />
  )
}

/** A role an operator removed: said plainly, with nothing to edit (the API refuses it too). */
function RemovedRole({ role }: { role: CompanyRole }) {
  return (
    <EmptyState
      className="mx-auto max-w-xl wrap-anywhere"
      title="Internplace removed this role"
      description={
        <>
          <p>
            {role.title || 'This role'} was removed
            {role.removed ? ` on ${formatDate(role.removed.at)}` : ''}. It no longer takes
            applications and cannot be edited.
          </p>
          {role.removed?.reason && <p className="mt-2">Reason: {role.removed.reason}</p>}
        </>
      }
      action={
        <Link to={paths.company.jobBoards.href()} className={buttonClass('primary')}>
          Back to Job Boards
        </Link>
      }
    />
  )
}

/** /role/edit?id=…: change or delete one of the company's roles. */
export function EditRolePage() {
  const [params] = useSearchParams()
  const { state } = useLocation()
  const stateRole = roleFromState(state, params.get('id'))
  const id = params.get('id') ?? stateRole?.id ?? ''
  const role = useQuery({
    ...roleQueries.detail(id),
    enabled: !!id,
    initialData: stateRole,
  })

  if (!id) return <RoleNotFound />
  if (role.isPending) {
    return (
      <div aria-busy="true" className="mx-auto max-w-3xl space-y-4">
        <p role="status" className="sr-only">
          Loading role…
        </p>
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="h-64 rounded-2xl" />
        <Skeleton className="h-40 rounded-2xl" />
      </div>
    )
  }
  if (role.isError) {
    return (
      <div
        role="alert"
        className="mx-auto max-w-xl rounded-2xl border border-red-200 bg-red-50 p-6 text-center"
      >
        <p className="font-medium text-red-800">Error: {role.error.message}</p>
        <button
          type="button"
          className={buttonClass('secondary', 'mt-4')}
          onClick={() => void role.refetch()}
        >
          Try again
        </button>
      </div>
    )
  }
  if (!role.data) return <RoleNotFound />
  if (!canEditRole(role.data.state)) return <RemovedRole role={role.data} />
  return <EditRoleForm key={role.data.id} role={role.data} />
}
