import { useId, type SVGProps } from 'react'
import {
  MATCH_RING_RADIUS,
  matchRing,
  matchPreferences,
  requirementsMetText,
  type MatchScore,
} from '@app/domain'

const Ring = (props: SVGProps<SVGCircleElement>) => (
  <circle cx="50" cy="50" r={MATCH_RING_RADIUS} fill="none" strokeWidth="10" {...props} />
)

/** A ring filled to the intern's match score with a role, named by the words it stands for. */
export function MatchScoreRing({ score }: { score: number }) {
  const textId = useId()
  const { percent, dashArray, caption } = matchRing(score)
  return (
    <figure aria-labelledby={textId} className="flex items-center gap-4">
      <div className="relative h-24 w-24 flex-none">
        <svg viewBox="0 0 100 100" aria-hidden="true" className="h-full w-full -rotate-90">
          <Ring className="stroke-slate-200" />
          <Ring
            strokeLinecap="round"
            strokeDasharray={dashArray}
            className="stroke-accent-500 transition-[stroke-dasharray] duration-700"
          />
        </svg>
        <span
          aria-hidden="true"
          className="absolute inset-0 flex items-center justify-center text-xl font-bold text-brand-900"
        >
          {percent}%
        </span>
      </div>
      <figcaption id={textId} className="text-sm font-medium text-slate-700">
        {caption}
      </figcaption>
    </figure>
  )
}

function RequirementList({ label, items, mark }: { label: string; items: string[]; mark: string }) {
  if (items.length === 0) return null
  return (
    <ul aria-label={label} className="mt-1 space-y-0.5 pl-1">
      {items.map((item) => (
        <li key={item} className="flex gap-2 text-slate-600">
          <span aria-hidden="true">{mark}</span>
          <span className="min-w-0 break-words">{item}</span>
        </li>
      ))}
    </ul>
  )
}

/** What the score is made of: the requirements by name, then each preference. */
export function MatchScoreParts({ match }: { match: MatchScore }) {
  return (
    <ul aria-label="Parts of the match score" className="space-y-3 text-sm">
      <li>
        <p className="font-medium text-slate-900">{requirementsMetText(match)}</p>
        <RequirementList label="Requirements you meet" items={match.requirementsMet} mark="✓" />
        <RequirementList label="Requirements not met" items={match.requirementsMissing} mark="✗" />
      </li>
      {matchPreferences(match).map(({ name, label, tone, mark, text }) => (
        <li key={name} className="flex items-baseline justify-between gap-3">
          <span className="font-medium text-slate-900">{label}</span>
          <span className={`text-right ${tone}`}>
            <span aria-hidden="true">{mark} </span>
            <span data-verdict>{text}</span>
          </span>
        </li>
      ))}
    </ul>
  )
}

/** A role card's 'N% match'; nothing when the profile gives no basis for a score. */
export function MatchScoreBadge({
  match,
  className,
}: {
  match: MatchScore | null
  className: string
}) {
  if (!match) return null
  return (
    <span className={className}>
      {match.score}%<span className="sr-only"> match score</span>
      <span aria-hidden="true"> match</span>
    </span>
  )
}
