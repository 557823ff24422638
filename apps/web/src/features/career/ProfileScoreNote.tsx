import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import { PROFILE_COACH_TEXTS } from '@app/domain'
import { Button } from '../../components/ui/Button'
import { Skeleton } from '../../components/ui/Skeleton'
import { paths } from '../../lib/paths'
import { profileCoachQueries } from './profile-coach.api'

/**
 * The profile score on the intern's applications page, and what it is for: companies see the
 * profile as it was when the intern applied (the application's snapshot), and the match score
 * that orders recommended roles reads its skills, field of study and preferences. Companies'
 * applicant lists are not ordered by it, so it does not say so.
 */
export function ProfileScoreNote() {
  const coach = useQuery(profileCoachQueries.coach())
  return (
    <section
      aria-labelledby="profile-score-note-title"
      className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5"
    >
      <h2 id="profile-score-note-title" className="text-base font-semibold text-brand-900">
        {PROFILE_COACH_TEXTS.applicationsTitle}
      </h2>
      {coach.isPending ? (
        <div role="status" className="mt-3">
          <span className="sr-only">{PROFILE_COACH_TEXTS.loading}</span>
          <Skeleton className="h-4 w-3/4" />
          <Skeleton className="mt-3 h-4 w-full" />
        </div>
      ) : coach.isError ? (
        <div role="alert" className="mt-2 flex flex-wrap items-center gap-3 text-sm text-red-800">
          <p>{PROFILE_COACH_TEXTS.loadFailed}</p>
          <Button variant="secondary" onClick={() => void coach.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <div className="mt-3 space-y-2 text-sm text-slate-700">
          <p className="font-medium text-slate-900">
            {PROFILE_COACH_TEXTS.applicationsScore(coach.data.score)}
          </p>
          <p>{PROFILE_COACH_TEXTS.applicationsWhy}</p>
          <Link
            to={paths.intern.profile.href()}
            className="inline-flex min-h-11 items-center font-semibold text-brand-900 underline underline-offset-2"
          >
            {PROFILE_COACH_TEXTS.applicationsLink}
          </Link>
        </div>
      )}
    </section>
  )
}
