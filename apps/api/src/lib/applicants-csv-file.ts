/**
 * The applicants CSV's name, header and size: server-only, so they stay out of the shared
 * contract (decision 052); the rows are written with csv.ts.
 */

/** 'frontend-developer-intern-applicants.csv': ASCII letters, digits and dashes only. */
export function applicantsCsvFilename(roleTitle: string): string {
  const slug = roleTitle
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .toLowerCase()
    .replace(/[\s_-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '')
  return `${slug || 'role'}-applicants.csv`
}

/** The most rows one applicants CSV holds; a role with more is cut there (decision 029). */
export const APPLICANTS_CSV_MAX_ROWS = 10_000

export const APPLICANTS_CSV_HEADER = [
  'Name',
  'Email',
  'Phone',
  'Institution',
  'Field of study',
  'Status',
  'Applied',
  'Rejection reason',
  'Rejection note',
]
