import type { z } from 'zod'

/**
 * Control characters: C0 (line feed, carriage return, tab …), DEL, C1, and Unicode's line and
 * paragraph separators. A name, a title or an address is one line of words; a line break in one
 * would end a line of every calendar file, mail header or CSV row it is written into (issue 26).
 */
const isControl = (code: number) =>
  code <= 0x1f || (code >= 0x7f && code <= 0x9f) || code === 0x2028 || code === 0x2029

export const SINGLE_LINE_MESSAGE =
  'Use one line of text, without line breaks or control characters.'

export function hasControlCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i += 1) if (isControl(value.charCodeAt(i))) return true
  return false
}

/** The rule of names, titles and addresses: refuses control characters left inside the text. */
export const singleLine = <S extends z.ZodType<string, string>>(schema: S): S =>
  schema.refine((value) => !hasControlCharacter(value), SINGLE_LINE_MESSAGE) as S
