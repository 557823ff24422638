import { SegmentedMessage } from 'sms-segments-calculator'

/**
 * How many SMS a text costs as it is sent: GSM-7 fits 160 characters in one and 153 in each of
 * several, UCS-2 (any character outside GSM-7, a '₦', an 'ọ', a curly quote) 70 and 67
 * (LIBRARIES.md §10). Counted on NFC text, as decomposed accents would force UCS-2. No smart
 * encoding here: Africa's Talking sends what it is given, so a curly quote costs what it costs.
 */
export function smsSegments(text: string): number {
  return new SegmentedMessage(text.normalize('NFC'), 'auto', false).segmentsCount
}

/**
 * `text` in GSM-7, so one stray character does not make a whole message UCS-2 (twice the SMS):
 * curly quotes, dashes and '…' become their plain forms (the library's smart encoding), '₦'
 * becomes 'NGN', letters with marks GSM-7 lacks lose them ('Ọlá' → 'Ola'; 'é', 'à' stay), and
 * what has no GSM-7 form at all (emoji) is left out.
 */
export function toGsmText(text: string): string {
  const plain = new SegmentedMessage(
    text.normalize('NFC').replace(/₦\s*/g, 'NGN '),
    'auto',
    true,
  ).graphemes.join('')
  const message = new SegmentedMessage(plain, 'auto', false)
  const outside = new Set(message.getNonGsmCharacters())
  if (outside.size === 0) return plain
  return message.graphemes
    .map((grapheme) => {
      if (!outside.has(grapheme)) return grapheme
      const bare = grapheme.normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC')
      return new SegmentedMessage(bare, 'auto', false).getNonGsmCharacters().length === 0
        ? bare
        : ''
    })
    .join('')
    .replace(/ {2,}/g, ' ')
    .trim()
}
