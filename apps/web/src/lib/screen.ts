/**
 * Below Tailwind's lg breakpoint (64rem) list-and-detail pages show one column at a time, so
 * selecting a first item for the reader would hide the list they came to see.
 */
export const isSingleColumn = () => window.matchMedia?.('(max-width: 1023px)').matches ?? false
