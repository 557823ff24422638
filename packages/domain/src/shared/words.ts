/** Words of a text as a reader counts them: runs between spaces with a letter or digit in them. */
export const wordCount = (text: string | null) =>
  (text ?? '')
    .trim()
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length
