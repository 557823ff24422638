import { escapeHtml } from '@app/domain'

/*
 * HTML written by the server for its pages (issue 33): a tagged template that escapes every value
 * it is given unless the value is HTML made the same way. A page is built of these parts, so text
 * from a user can never become markup by forgetting to escape it.
 */

/** Markup already safe to send: made by `html` (or `trustedHtml`), never by joining strings. */
export class Html {
  constructor(readonly text: string) {}
  toString() {
    return this.text
  }
}

export type HtmlValue = Html | string | number | boolean | null | undefined | readonly HtmlValue[]

function write(value: HtmlValue): string {
  if (value instanceof Html) return value.text
  if (Array.isArray(value)) return value.map(write).join('')
  // false, null and undefined write nothing, so `${isShown && html`…`}` reads naturally.
  if (value === null || value === undefined || value === false) return ''
  return escapeHtml(String(value))
}

/** `html\`<p>${text}</p>\``: the values escaped, nested `html` parts and arrays of them kept. */
export function html(strings: TemplateStringsArray, ...values: HtmlValue[]): Html {
  let text = strings[0]!
  values.forEach((value, index) => {
    text += write(value) + strings[index + 1]!
  })
  return new Html(text)
}

/** Markup from a source that already escaped it (the domain's role cards, a rendered guide). */
export const trustedHtml = (text: string) => new Html(text)
