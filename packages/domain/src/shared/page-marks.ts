/*
 * Small marks drawn alike by the web app and by the server's pages for browsers without
 * JavaScript (issue 33): the class names live here so both draw the same badge, and Tailwind
 * finds them (it scans the domain).
 */

/**
 * Spec §4: pending amber, in review dark navy, accepted green, rejected red; no response (the
 * company never answered, decision 025) and anything else grey.
 */
const APPLICATION_STATUS_STYLES: Partial<Record<string, string>> = {
  pending: 'bg-amber-100 text-amber-900 ring-amber-300',
  in_review: 'bg-brand-900 text-white ring-brand-900',
  accepted: 'bg-green-100 text-green-800 ring-green-300',
  rejected: 'bg-red-100 text-red-800 ring-red-300',
  no_response: 'bg-slate-100 text-slate-700 ring-slate-400',
}
const OTHER_STATUS_STYLE = 'bg-slate-100 text-slate-700 ring-slate-300'

/** The classes of an application's status badge. */
export const applicationStatusClass = (status: string) =>
  `inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${APPLICATION_STATUS_STYLES[status] ?? OTHER_STATUS_STYLE}`

/**
 * A company's logo fallback: the first 3 letters of its name, uppercased (intern spec §9:
 * 'Kobo Ledger' → 'KOB'), on role cards and the profile header alike; 'CO' for no name.
 */
export function companyInitials(name: string | null | undefined): string {
  const letters = (name ?? '').replace(/[^\p{L}\p{N}]/gu, '')
  return letters ? letters.slice(0, 3).toUpperCase() : 'CO'
}
