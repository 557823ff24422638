import type { DOMPurify } from 'dompurify'
import type { JSDOM } from 'jsdom'
import { FILE_MESSAGES, SVG_MAX_BYTES } from '@app/domain'
import { AppError } from '../../lib/errors.js'

const SVG_NAMESPACE = 'http://www.w3.org/2000/svg'

let dom: Promise<{ window: JSDOM['window']; purify: DOMPurify }> | undefined
/**
 * One jsdom window for the process, made at the first SVG: making one costs far more than a
 * sanitise, and loading jsdom at all costs about 100 MB of memory, which a process that never
 * sees an SVG should not carry (issue 11's memory target).
 */
function sanitiser() {
  dom ??= Promise.all([import('jsdom'), import('dompurify')]).then(
    ([{ JSDOM }, { default: createDOMPurify }]) => {
      const { window } = new JSDOM('')
      return { window, purify: createDOMPurify(window) }
    },
  )
  return dom
}

const refuse = (message: string) => new AppError('UNSUPPORTED_FILE_TYPE', message)

/**
 * Returns a safe copy of an SVG (DESIGN.md §6): no DOCTYPE or ENTITY (no entity expansion or
 * external entities), well-formed XML with an svg root, then DOMPurify's SVG profile with
 * foreignObject forbidden, so no script, no event handlers and no embedded HTML remain.
 */
export async function sanitiseSvg(bytes: Buffer): Promise<Buffer> {
  if (bytes.length > SVG_MAX_BYTES)
    throw new AppError('PAYLOAD_TOO_LARGE', FILE_MESSAGES.svgTooLarge)
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    throw refuse(FILE_MESSAGES.svgInvalid)
  }
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) throw refuse(FILE_MESSAGES.svgDoctype)

  const { window, purify } = await sanitiser()
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
  removeExternalReferences(root)
  return Buffer.from(serializer.serializeToString(root), 'utf8')
}

/** Raster pictures inside the file itself; they load nothing (an SVG data image could). */
const SAFE_DATA_IMAGE = /^data:image\/(png|jpeg|gif|webp);base64,[\w+/=\s]*$/i
const isLocalReference = (target: string) => target.startsWith('#') || SAFE_DATA_IMAGE.test(target)

const CSS_URL = /url\(\s*(['"]?)(.*?)\1\s*\)/gi

/**
 * CSS with every fetch taken out: `@import` rules go, and a `url(…)` that is not an in-document
 * `#id` or a raster data image becomes `none`. CSS escapes could spell `url(` or `@import` past
 * any pattern, so text holding a backslash is dropped whole.
 */
function localCss(css: string): string {
  if (css.includes('\\')) return ''
  return css
    .replace(/@import[^;]*;?/gi, '')
    .replace(CSS_URL, (whole: string, _quote: string, target: string) =>
      isLocalReference(target.trim()) ? whole : 'none',
    )
    .replace(/(-webkit-)?image-set\([^)]*\)/gi, 'none')
}

/**
 * A logo or photo is shown to everyone who opens a page, so anything in it that fetches from
 * elsewhere (a tracking pixel, a remote stylesheet or sprite) would tell a third party who looked.
 * DOMPurify allows http(s) links; here only in-document references and raster data images stay.
 */
function removeExternalReferences(root: Element) {
  for (const element of [root, ...root.querySelectorAll('*')]) {
    for (const attribute of [...element.attributes]) {
      const isLink = attribute.localName === 'href' || attribute.localName === 'src'
      if (isLink && !isLocalReference(attribute.value.trim())) {
        element.removeAttributeNode(attribute)
      } else if (/url\(|@import|image-set|\\/i.test(attribute.value)) {
        const css = localCss(attribute.value)
        if (css) attribute.value = css
        else element.removeAttributeNode(attribute)
      }
    }
    if (element.localName === 'style') element.textContent = localCss(element.textContent ?? '')
  }
}

const isSvgRoot = (element: Element | null) =>
  element?.namespaceURI === SVG_NAMESPACE && element.localName === 'svg'
