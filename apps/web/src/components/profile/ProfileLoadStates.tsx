import { Skeleton } from '../ui/Skeleton'

interface ProfileSkeletonProps {
  /** Announced once to screen readers. */
  label: string
  /** The avatar's outline: a company's logo is a rounded square, a person's photo a circle. */
  avatarShape: 'square' | 'circle'
}

/** The profile's shape in grey while it loads. */
export function ProfileSkeleton({ label, avatarShape }: ProfileSkeletonProps) {
  return (
    <div aria-busy="true" className="space-y-6">
      <p role="status" className="sr-only">
        {label}
      </p>
      <div className="flex items-center gap-4 rounded-2xl border border-slate-200 bg-white p-6">
        <Skeleton
          className={`h-20 w-20 ${avatarShape === 'circle' ? 'rounded-full' : 'rounded-2xl'}`}
        />
        <div className="flex-1 space-y-2">
          <Skeleton className="h-6 w-1/2" />
          <Skeleton className="h-4 w-1/4" />
        </div>
      </div>
      <Skeleton className="h-64 w-full rounded-2xl" />
      <Skeleton className="h-40 w-full rounded-2xl" />
    </div>
  )
}
