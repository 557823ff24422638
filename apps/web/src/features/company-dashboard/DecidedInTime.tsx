import { decidedInTimeLabel, meetsDecisionTarget } from '@app/domain'
import type { useDecisionTimes } from './decision-times.api'

/**
 * '80 % decided within 21 days · target 95 %' under a dashboard role (decision 071), green once
 * the target is met; says so when the role has nothing to measure yet. Nothing while loading, and
 * nothing if the figure could not be read: the card's roles matter more than it.
 */
export function DecidedInTime({
  times,
  roleId,
}: {
  times: ReturnType<typeof useDecisionTimes>
  roleId: string
}) {
  const share = times.data?.roles.find((role) => role.roleId === roleId)
  if (!share) return null
  const tone =
    share.percent === null
      ? 'text-slate-500'
      : meetsDecisionTarget(share.percent)
        ? 'text-green-800'
        : 'text-amber-900'
  return (
    <p data-testid="decided-in-time" className={`mt-1 px-3 text-xs font-medium ${tone}`}>
      {decidedInTimeLabel(share.percent)}
    </p>
  )
}
