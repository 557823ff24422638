import createDOMPurify, { type DOMPurify } from 'dompurify'
import { JSDOM } from 'jsdom'
import { FILE_MESSAGES, SVG_MAX_BYTES } from '@app/domain'
import { AppError } from '../../lib/errors.js'

const SVG_NAMESPACE = 'http://www.w3.org/2000/svg'

let dom: { window: JSDOM['window']; purify: DOMPurify } | undefined
/** One jsdom window for the process: making one costs far more than a sanitise. */
function sanitiser() {
  if (!dom) {
    const { window } = new JSDOM('')
    dom = { window, purify: createDOMPurify(window) }
  }
  return dom
}

const refuse = (message: string) => new AppError('UNSUPPORTED_FILE_TYPE', message)

/**
 * Returns a safe copy of an SVG (DESIGN.md §6): no DOCTYPE or ENTITY (no entity expansion or
 * external entities), well-formed XML with an svg root, then DOMPurify's SVG profile with
 * foreignObject forbidden, so no script, no event handlers and no embedded HTML remain.
 */
export function sanitiseSvg(bytes: Buffer): Buffer {
  if (bytes.length > SVG_MAX_BYTES)
    throw new AppError('PAYLOAD_TOO_LARGE', FILE_MESSAGES.svgTooLarge)
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    throw refuse(FILE_MESSAGES.svgInvalid)
  }
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) throw refuse(FILE_MESSAGES.svgDoctype)

  const { window, purify } = sanitiser()
  const parsed = new window.DOMParser().parseFromString(text, 'image/svg+xml')
  if (!isSvgRoot(parsed.documentElement)) throw refuse(FILE_MESSAGES.svgInvalid)

  const serializer = new window.XMLSerializer()
  // The XML-parsed root goes in without the prolog; the HTML parser DOMPurify uses knows SVG's
  // mixed-case names (viewBox, feGaussianBlur), which its XHTML mode would drop.
  const clean = purify.sanitize(serializer.serializeToString(parsed.documentElement), {
    USE_PROFILES: { svg: true, svgFilters: true },
    FORBID_TAGS: ['foreignObject'],
    RETURN_DOM: true,
  }) as Element // RETURN_DOM answers the <body> that holds the result.
  const root = clean.firstElementChild
  if (clean.childElementCount !== 1 || !root || !isSvgRoot(root)) {
    throw refuse(FILE_MESSAGES.svgInvalid)
  }
  return Buffer.from(serializer.serializeToString(root), 'utf8')
}

const isSvgRoot = (element: Element | null) =>
  element?.namespaceURI === SVG_NAMESPACE && element.localName === 'svg'
