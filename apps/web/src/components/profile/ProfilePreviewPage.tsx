import type { ReactNode } from 'react'
import type { UseQueryResult } from '@tanstack/react-query'
import { Link } from 'react-router'
import { ProfileSkeleton } from './ProfileLoadStates'
import { LoadError } from '../ui/LoadError'

interface ProfilePreviewPageProps<T> {
  /** The profile editor that Back returns to. */
  backTo: string
  profile: UseQueryResult<T>
  loadingLabel: string
  avatarShape: 'square' | 'circle'
  loadFailed: string
  children: (profile: T) => ReactNode
}

/** A profile as others see it, under a way back to its editor. */
export function ProfilePreviewPage<T>({
  backTo,
  profile,
  loadingLabel,
  avatarShape,
  loadFailed,
  children,
}: ProfilePreviewPageProps<T>) {
  return (
    <div className="space-y-4">
      <Link
        to={backTo}
        className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand-700 hover:text-brand-900"
      >
        <span aria-hidden="true">←</span> Back
      </Link>
      {profile.isPending ? (
        <ProfileSkeleton label={loadingLabel} avatarShape={avatarShape} />
      ) : profile.isError ? (
        <LoadError message={loadFailed} onRetry={() => void profile.refetch()} />
      ) : (
        children(profile.data)
      )}
    </div>
  )
}
