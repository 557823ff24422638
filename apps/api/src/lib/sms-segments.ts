import { SegmentedMessage } from 'sms-segments-calculator'

/**
 * How many SMS a text costs: GSM-7 fits 160 characters in one and 153 in each of several, UCS-2
 * (any character outside GSM-7, a '₦' or an 'ọ') 70 and 67 (LIBRARIES.md §10). Counted on NFC
 * text, as decomposed accents would force UCS-2; curly quotes count as straight ones, as
 * providers send them so.
 */
export function smsSegments(text: string): number {
  return new SegmentedMessage(text.normalize('NFC'), 'auto', true).segmentsCount
}
