import type { ReactNode } from 'react'
import { useQuery } from '@tanstack/react-query'
import type { AccountPreferences } from '@app/domain'
import { Button } from '../../components/ui/Button'
import { Skeleton } from '../../components/ui/Skeleton'
import { toast } from '../../components/ui/toast'
import { settingsQueries, useSavePreferences } from './account-settings.api'
import { LoadFailed } from './SettingsSection'

/** Loads the saved preferences, then hands them to a form of one part of them. */
export function WithPreferences({
  children,
}: {
  children: (preferences: AccountPreferences) => ReactNode
}) {
  const preferences = useQuery(settingsQueries.preferences())
  if (preferences.isPending) {
    return (
      <div aria-busy="true" className="space-y-4">
        <p role="status" className="sr-only">
          Loading your preferences…
        </p>
        <Skeleton className="h-40 rounded-2xl" />
        <Skeleton className="h-40 rounded-2xl" />
      </div>
    )
  }
  if (preferences.isError) {
    return (
      <LoadFailed
        message={`Failed to load your preferences: ${preferences.error.message}`}
        onRetry={() => void preferences.refetch()}
      />
    )
  }
  return children(preferences.data)
}

/** Saves the whole preferences object (the API replaces it), with one part changed. */
export function usePreferencesSave(successMessage: string) {
  const save = useSavePreferences()
  return {
    save: (preferences: AccountPreferences, onSaved?: () => void) =>
      save.mutate(preferences, {
        onSuccess: () => {
          toast.success(successMessage)
          onSaved?.()
        },
      }),
    isSaving: save.isPending,
    error: save.isError ? save.error.message : null,
  }
}

export function SaveRow({ isSaving, error }: { isSaving: boolean; error: string | null }) {
  return (
    <div className="space-y-3">
      {error && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {error}
        </p>
      )}
      <div className="flex justify-end">
        <Button type="submit" disabled={isSaving} className="w-full sm:w-auto">
          {isSaving ? 'Saving...' : 'Save'}
        </Button>
      </div>
    </div>
  )
}
