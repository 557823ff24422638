import { useQuery } from '@tanstack/react-query'
import type { AccountSession } from '@app/domain'
import { Button } from '../../components/ui/Button'
import { Skeleton } from '../../components/ui/Skeleton'
import { toast } from '../../components/ui/toast'
import { formatDateTime } from '../../lib/screen-format'
import { settingsQueries, useSignOutDevice, useSignOutEverywhere } from './account-settings.api'
import { useSettingsKind } from './settings-kind'
import { deviceName } from './device-name'
import { LoadFailed, SettingsCard, SettingsSection } from './SettingsSection'

function DeviceRow({ session }: { session: AccountSession }) {
  const signOut = useSignOutDevice()
  const name = deviceName(session.userAgent)
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-medium text-slate-900">
          {name}
          {session.current && (
            <span className="ml-2 rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-800">
              This device
            </span>
          )}
        </p>
        <p className="text-sm text-slate-500">
          {session.ip ?? 'Unknown IP'} · Last active {formatDateTime(session.lastSeenAt)}
        </p>
        {signOut.isError && (
          <p role="alert" className="text-sm text-red-700">
            {signOut.error.message}
          </p>
        )}
      </div>
      {!session.current && (
        <Button
          variant="secondary"
          className="shrink-0 self-start sm:self-auto"
          disabled={signOut.isPending}
          aria-label={`Sign out ${name}, last active ${formatDateTime(session.lastSeenAt)}`}
          onClick={() =>
            signOut.mutate(session.id, {
              onSuccess: () => toast.success('Signed out of that device'),
            })
          }
        >
          {signOut.isPending ? 'Signing out...' : 'Sign out'}
        </Button>
      )}
    </li>
  )
}

function ActiveSessions() {
  const sessions = useQuery(settingsQueries.sessions())
  const signOutEverywhere = useSignOutEverywhere()

  if (sessions.isPending) {
    return (
      <div aria-busy="true" className="space-y-3">
        <p role="status" className="sr-only">
          Loading your devices…
        </p>
        <Skeleton className="h-14" />
        <Skeleton className="h-14" />
      </div>
    )
  }
  if (sessions.isError) {
    return (
      <LoadFailed
        message={`Failed to load your devices: ${sessions.error.message}`}
        onRetry={() => void sessions.refetch()}
      />
    )
  }
  const ordered = [...sessions.data].sort(
    (a, b) => Number(b.current) - Number(a.current) || b.lastSeenAt.localeCompare(a.lastSeenAt),
  )
  return (
    <>
      <ul className="divide-y divide-slate-100">
        {ordered.map((session) => (
          <DeviceRow key={session.id} session={session} />
        ))}
      </ul>
      {signOutEverywhere.isError && (
        <p role="alert" className="text-sm text-red-700">
          {signOutEverywhere.error.message}
        </p>
      )}
      <Button
        variant="danger"
        className="w-full sm:w-auto"
        disabled={signOutEverywhere.isPending}
        onClick={() => signOutEverywhere.mutate()}
      >
        {signOutEverywhere.isPending ? 'Signing out...' : 'Sign out of all devices'}
      </Button>
    </>
  )
}

export function SecuritySettings() {
  const settings = useSettingsKind()
  return (
    <SettingsSection
      title="Password & Security"
      description="How you sign in, and where you are signed in."
    >
      <SettingsCard
        title="Signing in"
        description={`Internplace has no passwords. Each time you sign in, we email a 4-digit code to your ${settings.emailLabel}; it works once and expires after 10 minutes. Keep that mailbox secure, and change your email under Basic Information if you lose access to it.`}
      />
      <SettingsCard
        title="Active sessions"
        description="Devices signed in to this account. Sign out any you do not recognise."
      >
        <ActiveSessions />
      </SettingsCard>
    </SettingsSection>
  )
}
