import { useEffect, useRef } from 'react'
import type { WizardStepCopy } from './StepIndicator'

/** The step's title; it takes focus when the step changes, so screen readers hear where they are. */
export function StepHeading({ step, shouldFocus }: { step: WizardStepCopy; shouldFocus: boolean }) {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (shouldFocus) heading.current?.focus()
  }, [step, shouldFocus])
  return (
    <header className="mb-6">
      <h2 ref={heading} tabIndex={-1} className="text-xl font-bold text-brand-900 outline-none">
        {step.label}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{step.description}</p>
    </header>
  )
}
