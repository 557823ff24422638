import type { ReactNode } from 'react'
import { NO_FEE_POLICY, WARNING_TRIANGLE_PATH } from '@app/domain'
import { StrokeIcon } from '../ui/StrokeIcon'

const ShieldIcon = () => (
  <StrokeIcon className="mt-0.5 h-5 w-5 shrink-0">
    <path strokeLinejoin="round" d="M10 2 4 4.5v5c0 3.6 2.5 6.9 6 8 3.5-1.1 6-4.4 6-8v-5z" />
    <path strokeLinecap="round" strokeLinejoin="round" d="m7.5 10 2 2 3.5-4" />
  </StrokeIcon>
)

/** The no-fee policy, worded for the side reading it (issue 12). */
export function NoFeePolicy({
  audience,
  children,
}: {
  audience: 'intern' | 'company'
  children?: ReactNode
}) {
  return (
    <aside
      aria-label="No-fee policy"
      className="flex gap-3 rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-sm text-emerald-900"
    >
      <ShieldIcon />
      <div className="space-y-2">
        <p>
          <strong className="font-semibold">{NO_FEE_POLICY.title}</strong> {NO_FEE_POLICY[audience]}
        </p>
        {children}
      </div>
    </aside>
  )
}

/** What both sides of a chat are shown once a message in it looked like a scam (decision 022). */
export function SafetyNotice({ text, className = '' }: { text: string; className?: string }) {
  return (
    <p
      role="note"
      className={`flex gap-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950 ${className}`}
    >
      <svg
        viewBox="0 0 20 20"
        fill="currentColor"
        aria-hidden="true"
        className="mt-0.5 h-4 w-4 shrink-0 text-amber-700"
      >
        <path fillRule="evenodd" d={WARNING_TRIANGLE_PATH} clipRule="evenodd" />
      </svg>
      <span>
        <strong className="font-semibold">Safety notice: </strong>
        {text}
      </span>
    </p>
  )
}

/**
 * The notice at the top of a flagged chat: one line that opens to the whole text, so it does not
 * crowd the conversation on a phone; each flagged message carries the whole text too.
 */
export function ChatSafetyBanner({ text, className = '' }: { text: string; className?: string }) {
  return (
    <details
      className={`rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950 ${className}`}
    >
      <summary className="cursor-pointer font-semibold">
        Safety notice: Internplace never asks for fees
      </summary>
      <p className="mt-1">{text}</p>
    </details>
  )
}
