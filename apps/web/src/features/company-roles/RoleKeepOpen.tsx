import { ROLE_FRESHNESS_MESSAGES, isClosingItselfSoon, type CompanyRole } from '@app/domain'
import { Button } from '../../components/ui/Button'
import { toast } from '../../components/ui/toast'
import { hasMessageForPeople } from '../../lib/api-client'
import { useKeepRoleOpen } from './company-roles.api'

const messageOf = (error: unknown) =>
  hasMessageForPeople(error) ? error.message : 'Something went wrong. Please try again.'

/**
 * The self-close warning (decision 070): in the last 5 days before a role closes itself, 'Closes
 * itself on 14 May 2026 unless you review applications or keep it open', and 'Keep it open'. The
 * warning mail leads to the role's page, where this is one click.
 */
export function RoleKeepOpen({
  role,
  title,
  now = new Date(),
}: {
  role: Pick<CompanyRole, 'id' | 'closesItselfAt'>
  title: string
  now?: Date
}) {
  const keep = useKeepRoleOpen(role.id)
  if (!role.closesItselfAt || !isClosingItselfSoon(role.closesItselfAt, now)) return null
  return (
    <div
      role="note"
      aria-label={`${title} closes itself soon`}
      className="flex flex-col gap-2 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-950 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="min-w-0">
        <p>{ROLE_FRESHNESS_MESSAGES.closesItself(new Date(role.closesItselfAt))}</p>
        {keep.isError && (
          <p role="alert" className="mt-1 font-medium text-red-800">
            {messageOf(keep.error)}
          </p>
        )}
      </div>
      <Button
        variant="secondary"
        className="shrink-0 px-3"
        aria-label={`${ROLE_FRESHNESS_MESSAGES.keepOpen}: ${title}`}
        disabled={keep.isPending}
        onClick={() =>
          keep.mutate(undefined, {
            onSuccess: () => toast.success(ROLE_FRESHNESS_MESSAGES.keptOpen),
          })
        }
      >
        {keep.isPending ? ROLE_FRESHNESS_MESSAGES.keepingOpen : ROLE_FRESHNESS_MESSAGES.keepOpen}
      </Button>
    </div>
  )
}
