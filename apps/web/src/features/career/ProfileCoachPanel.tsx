import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import {
  PROFILE_COACH_TEXTS,
  profileScoreLabel,
  type ProfileCoach,
  type ProfileCoachTip,
  type ProfileCoachTipId,
} from '@app/domain'
import { LoadError } from '../../components/ui/LoadError'
import { Skeleton } from '../../components/ui/Skeleton'
import { StrokeIcon } from '../../components/ui/StrokeIcon'
import { paths } from '../../lib/paths'
import { PROFILE_SECTION_IDS, type ProfileSection } from '../../lib/profile-sections'
import { profileCoachQueries } from './profile-coach.api'

/** Where each item is put right: a section of this profile page, or the CV builder. */
const FIX_AT: Record<ProfileCoachTipId, ProfileSection | 'cv'> = {
  'skills-in-demand': 'skills',
  skills: 'skills',
  resume: 'cv',
  bio: 'information',
  phone: 'information',
  name: 'information',
  details: 'information',
  photo: 'photo',
  education: 'education',
  preferences: 'preferences',
  media: 'media',
}

const linkClass =
  'font-medium text-brand-900 underline decoration-brand-300 underline-offset-2 hover:decoration-brand-900'

function TipLink({ tip }: { tip: ProfileCoachTip }) {
  const place = FIX_AT[tip.id]
  if (place === 'cv') {
    return (
      <Link to={paths.intern.cv.href()} className={linkClass}>
        {tip.text}
      </Link>
    )
  }
  // A section of this page: the browser scrolls to it and moves the keyboard's start there.
  return (
    <a href={`#${PROFILE_SECTION_IDS[place]}`} className={linkClass}>
      {tip.text}
    </a>
  )
}

function TipMark({ isDone }: { isDone: boolean }) {
  return isDone ? (
    <span className="mt-0.5 inline-flex h-5 w-5 shrink-0 items-center justify-center rounded-full bg-green-100 text-green-700">
      <StrokeIcon className="h-3.5 w-3.5" strokeWidth="2.4" strokeLinecap="round">
        <path d="M5 10.5 8.5 14 15 6.5" />
      </StrokeIcon>
    </span>
  ) : (
    <span
      aria-hidden="true"
      className="mt-0.5 h-5 w-5 shrink-0 rounded-full border-2 border-slate-300"
    />
  )
}

/** The score as a meter, with its number and what it is called. */
function ProfileScoreMeter({ score }: { score: number }) {
  const label = profileScoreLabel(score)
  return (
    <div className="flex items-center gap-3">
      <div
        role="meter"
        aria-label={PROFILE_COACH_TEXTS.meterLabel}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={score}
        aria-valuetext={`${PROFILE_COACH_TEXTS.scoreOf(score)}: ${label}`}
        className="h-2.5 flex-1 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className={`h-full rounded-full ${score >= 70 ? 'bg-accent-500' : 'bg-brand-500'}`}
          style={{ width: `${score}%` }}
        />
      </div>
      <p className="shrink-0 text-sm text-slate-700">
        <span className="font-semibold text-brand-900 tabular-nums">{score}</span>/100 · {label}
      </p>
    </div>
  )
}

function CoachChecklist({ coach }: { coach: ProfileCoach }) {
  if (coach.tips.length === 0) {
    return <p className="mt-4 text-sm text-slate-600">{PROFILE_COACH_TEXTS.noTips}</p>
  }
  const isAllDone = coach.tips.every((tip) => tip.done)
  return (
    <>
      {isAllDone && <p className="mt-3 text-sm text-accent-700">{PROFILE_COACH_TEXTS.allDone}</p>}
      <ul aria-label={PROFILE_COACH_TEXTS.listLabel} className="mt-4 space-y-3">
        {coach.tips.map((tip) => (
          <li key={tip.id} data-done={tip.done} className="flex items-start gap-2.5 text-sm">
            <TipMark isDone={tip.done} />
            <span className="min-w-0 break-words">
              <span className="sr-only">
                {tip.done ? PROFILE_COACH_TEXTS.done : PROFILE_COACH_TEXTS.openPrefix}{' '}
              </span>
              {tip.done ? (
                <span className="text-slate-600">{tip.text}</span>
              ) : (
                <TipLink tip={tip} />
              )}
            </span>
          </li>
        ))}
      </ul>
    </>
  )
}

/**
 * The profile coach on the intern's profile page (decision 067): the score the server works out,
 * and a checklist of what would raise it, each linking to where it is put right.
 */
export function ProfileCoachPanel() {
  const coach = useQuery(profileCoachQueries.coach())
  return (
    <section
      aria-labelledby="profile-coach-title"
      aria-busy={coach.isFetching}
      className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6"
    >
      <h2 id="profile-coach-title" className="text-lg font-semibold text-brand-900">
        {PROFILE_COACH_TEXTS.title}
      </h2>
      <div className="mt-4">
        {coach.isPending ? (
          <div role="status">
            <span className="sr-only">{PROFILE_COACH_TEXTS.loading}</span>
            <Skeleton className="h-2.5 w-full rounded-full" />
            <Skeleton className="mt-4 h-4 w-4/5" />
            <Skeleton className="mt-3 h-4 w-3/5" />
          </div>
        ) : coach.isError ? (
          <LoadError
            message={PROFILE_COACH_TEXTS.loadFailed}
            onRetry={() => void coach.refetch()}
          />
        ) : (
          <>
            <ProfileScoreMeter score={coach.data.score} />
            <CoachChecklist coach={coach.data} />
          </>
        )}
      </div>
    </section>
  )
}
