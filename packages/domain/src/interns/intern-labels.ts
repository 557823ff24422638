// Words of the intern's profile that pages show without its schemas, so a page that only shows
// them does not load zod (decision 032).

/** What the academic form sends for MSc and PhD students; stored as no graduation year. */
export const POSTGRADUATE_LABEL = 'Postgraduate (MSc, PhD)'
