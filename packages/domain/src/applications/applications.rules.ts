/**
 * 'Ada Okafor' → 'A*a O****r': notifications never show an applicant's full name (spec §3). Each
 * word keeps its first and last letters; words of one or two letters are kept as they are.
 */
export function maskName(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => {
      const letters = [...word]
      if (letters.length <= 2) return word
      return `${letters[0]}${'*'.repeat(letters.length - 2)}${letters.at(-1)}`
    })
    .join(' ')
}

/** The applicant's masked first and last name, or 'An applicant' when neither is known. */
export const maskedApplicantName = (firstName: string | null, lastName: string | null) =>
  maskName(`${firstName ?? ''} ${lastName ?? ''}`) || 'An applicant'
