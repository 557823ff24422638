import { placementTimeline, todayInLagos, type Placement } from '@app/domain'

const DOT: Record<string, string> = {
  done: 'bg-brand-600 border-brand-600',
  current: 'bg-white border-brand-600',
  later: 'bg-white border-slate-300',
}

/** Accepted → starts → weeks → ends, each with its date, as a list screen readers step through. */
export function PlacementTimeline({ placement }: { placement: Placement }) {
  const steps = placementTimeline(placement, todayInLagos())
  return (
    <ol aria-label="Timeline" className="space-y-0">
      {steps.map((step, index) => (
        <li key={step.key} className="relative flex gap-3 pb-5 last:pb-0">
          {index < steps.length - 1 && (
            <span
              aria-hidden="true"
              className="absolute top-5 left-[9px] h-full w-0.5 bg-slate-200"
            />
          )}
          <span
            aria-hidden="true"
            className={`relative mt-0.5 h-5 w-5 shrink-0 rounded-full border-2 ${DOT[step.state]}`}
          />
          <div className="min-w-0">
            <p
              className={`font-medium ${step.state === 'later' ? 'text-slate-500' : 'text-brand-900'}`}
              aria-current={step.state === 'current' ? 'step' : undefined}
            >
              {step.label}
            </p>
            {/* The weeks are counted, not dated; the other steps wait for their dates. */}
            {step.key !== 'weeks' && (
              <p className="text-sm text-slate-600">{step.date || 'Not set yet'}</p>
            )}
          </div>
        </li>
      ))}
    </ol>
  )
}
