/**
 * The empty state's drawing (a card with lines) as SVG markup: the app's EmptyState and the
 * server's pages for browsers without JavaScript draw the same one (as HERO_ILLUSTRATION is shared).
 */
export const EMPTY_STATE_DRAWING = {
  viewBox: '0 0 48 48',
  inner:
    '<rect x="8" y="10" width="32" height="28" rx="4" fill="none" stroke="currentColor" stroke-width="2.5"/>' +
    '<path d="M8 18h32M16 26h16M16 31h10" stroke="currentColor" stroke-width="2.5" stroke-linecap="round"/>',
} as const
