import { useQuery } from '@tanstack/react-query'
import {
  FAILED_JOBS_SHOWN,
  JOB_STATES,
  type FailedJob,
  type JobState,
  formatCount,
} from '@app/domain'
import { Button } from '../../components/ui/Button'
import { EmptyState } from '../../components/ui/EmptyState'
import { LoadError } from '../../components/ui/LoadError'
import { Skeleton } from '../../components/ui/Skeleton'
import { toast } from '../../components/ui/toast'
import { hasMessageForPeople } from '../../lib/api-client'
import { formatDateTime } from '../../lib/screen-format'
import { adminQueries, useRetryJob } from './admin.api'
import { ConsoleCard, ConsoleHeading, Facts, StatusPill } from './ConsoleParts'
import { SendCosts } from './SendCosts'
import { SentMessages } from './SentMessages'

/** Each state in people's words, and what it means for the work. */
const STATE_LABEL: Record<JobState, string> = {
  created: 'Waiting',
  retry: 'Waiting to retry',
  active: 'Running',
  completed: 'Done (last hour)',
  cancelled: 'Cancelled',
  failed: 'Failed',
}

/** What each kind of job does, in people's words; an unknown one shows as named. */
const JOB_LABEL: Record<string, string> = {
  mail: 'Send a mail',
  sweep: 'Periodic sweep',
  'role-alerts': 'Job alerts for a new role',
}

function FailedJobRow({ job }: { job: FailedJob }) {
  const retry = useRetryJob()
  return (
    <ConsoleCard
      heading={
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-semibold text-brand-900">{JOB_LABEL[job.name] ?? job.name}</h3>
          <StatusPill tone="bad">Failed</StatusPill>
        </div>
      }
      actions={
        <Button
          disabled={retry.isPending}
          onClick={() =>
            retry.mutate(
              { id: job.id },
              { onSuccess: () => toast.success('The job will run again in a moment.') },
            )
          }
        >
          {retry.isPending ? 'Retrying...' : 'Retry'}
        </Button>
      }
    >
      <Facts
        items={[
          ['Failed', job.failedAt && formatDateTime(job.failedAt)],
          ['Queued', formatDateTime(job.createdAt)],
          ['Tries', String(job.attempts)],
          ['Job', <span className="font-mono text-xs break-all">{`${job.name} · ${job.id}`}</span>],
        ]}
      />
      <p className="text-sm break-words text-slate-800">
        <span className="text-slate-500">Last error: </span>
        {job.lastError ?? 'None recorded'}
      </p>
      {retry.isError && (
        <p role="alert" className="text-sm text-red-700">
          {hasMessageForPeople(retry.error) ? retry.error.message : 'The retry did not go through.'}
        </p>
      )}
    </ConsoleCard>
  )
}

/**
 * The background work (mail, alerts, sweeps): jobs per state and the failed ones, to retry; and
 * this month's cost per channel; every message sent, by channel and state.
 */
export function BackgroundWorkPage() {
  const work = useQuery(adminQueries.jobs())
  return (
    <>
      <ConsoleHeading
        title="Background work"
        intro="Mail, job alerts and periodic sweeps run as background jobs. A job that fails is tried again a few times (a mail for about a day); after its last try it shows here, to retry once the cause is fixed."
      />
      {work.isPending && <Skeleton className="h-28 w-full rounded-2xl" />}
      {work.isError && (
        <LoadError
          message={
            hasMessageForPeople(work.error) ? work.error.message : 'This page could not be loaded.'
          }
          onRetry={() => void work.refetch()}
        />
      )}
      {work.data && (
        <div className="space-y-6">
          <section aria-labelledby="job-states">
            <h2 id="job-states" className="mb-3 text-lg font-semibold text-brand-900">
              Jobs by state
            </h2>
            <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
              {JOB_STATES.map((state) => (
                <div
                  key={state}
                  className={`rounded-2xl border p-3 ${state === 'failed' && work.data.counts.failed > 0 ? 'border-red-200 bg-red-50' : 'border-slate-200 bg-white'}`}
                >
                  <dt className="text-sm text-slate-600">{STATE_LABEL[state]}</dt>
                  <dd className="text-2xl font-bold text-brand-900">
                    {work.data.counts[state].toLocaleString('en-NG')}
                  </dd>
                </div>
              ))}
            </dl>
          </section>
          <section aria-labelledby="failed-jobs">
            <h2 id="failed-jobs" className="mb-1 text-lg font-semibold text-brand-900">
              Failed jobs
            </h2>
            <p className="mb-3 text-sm text-slate-600">
              {work.data.counts.failed > FAILED_JOBS_SHOWN
                ? `The newest ${FAILED_JOBS_SHOWN} of ${formatCount(work.data.counts.failed, 'failed job')}.`
                : 'Newest first; kept for a week.'}
            </p>
            {work.data.failed.length === 0 ? (
              <EmptyState title="No failed jobs" description="Everything that ran went through." />
            ) : (
              <ul aria-label="Failed jobs" className="space-y-3">
                {work.data.failed.map((job) => (
                  <li key={job.id}>
                    <FailedJobRow job={job} />
                  </li>
                ))}
              </ul>
            )}
          </section>
          <SendCosts />
          <SentMessages />
        </div>
      )}
    </>
  )
}
