import { useQuery } from '@tanstack/react-query'
import { SEND_CHANNEL_LABELS, formatMonthYear, groupThousands } from '@app/domain'
import { EmptyState } from '../../components/ui/EmptyState'
import { LoadError } from '../../components/ui/LoadError'
import { Skeleton } from '../../components/ui/Skeleton'
import { hasMessageForPeople } from '../../lib/api-client'
import { adminQueries } from './admin.api'

const cellClass = 'py-2 pr-3 align-top sm:pr-4'
const numberClass = `${cellClass} text-right tabular-nums`
/** The last column: no gap after it, and a cost kept on one line. */
const costClass = 'py-2 text-right align-top whitespace-nowrap tabular-nums'

/**
 * This Lagos month's sends per channel, with their SMS segments and what the providers said they
 * cost: a loop that spends money shows here before the bill does.
 */
export function SendCosts() {
  const costs = useQuery(adminQueries.sendCosts())
  const month = costs.data?.[0]?.month
  const isEmpty = costs.data?.every((row) => row.sends === 0) ?? false
  return (
    <section aria-labelledby="send-costs">
      <h2 id="send-costs" className="mb-1 text-lg font-semibold text-brand-900">
        This month’s cost
      </h2>
      <p className="mb-3 text-sm text-slate-600">
        {month ? `${formatMonthYear(month)}, Lagos time. ` : ''}Costs are as each provider reported
        them.
      </p>
      {costs.isPending && (
        <div aria-busy="true">
          <p role="status" className="sr-only">
            Loading this month’s cost…
          </p>
          <Skeleton className="h-32 w-full rounded-2xl" />
        </div>
      )}
      {costs.isError && (
        <LoadError
          message={
            hasMessageForPeople(costs.error)
              ? costs.error.message
              : 'This month’s cost could not be loaded.'
          }
          onRetry={() => void costs.refetch()}
        />
      )}
      {costs.data && isEmpty && (
        <EmptyState
          title="Nothing sent this month"
          description="Sends and their cost show here as messages go out."
        />
      )}
      {costs.data && !isEmpty && (
        <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white px-3 sm:px-4">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">
              Sends, SMS segments and cost per channel this month
            </caption>
            <thead className="border-b border-slate-200 text-xs text-slate-500">
              <tr>
                <th scope="col" className={`${cellClass} font-medium`}>
                  Channel
                </th>
                <th scope="col" className={`${numberClass} font-medium`}>
                  Sends
                </th>
                <th scope="col" className={`${numberClass} font-medium`}>
                  Segments
                </th>
                <th scope="col" className={`${costClass} font-medium`}>
                  Cost
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {costs.data.map((row) => (
                <tr key={row.channel}>
                  <th scope="row" className={`${cellClass} font-medium text-slate-900`}>
                    {SEND_CHANNEL_LABELS[row.channel]}
                  </th>
                  <td className={numberClass}>{groupThousands(row.sends)}</td>
                  <td className={numberClass}>{groupThousands(row.segments)}</td>
                  <td className={costClass}>{row.cost}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}
