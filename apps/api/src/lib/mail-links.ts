import crypto from 'node:crypto'
import { WEB_PAGES, type UnsubscribeKind } from '@app/domain'
import type { AppContext } from './context.js'

type LinkPurpose = UnsubscribeKind | 'confirm-subscription'
type Keys = Pick<AppContext, 'otpSecret' | 'config'>

/**
 * The token of a link mailed to someone who need not sign in to use it (unsubscribe, confirm):
 * an HMAC of what it is for and the id, so nothing is stored and nobody can forge one for an id
 * they only guessed (decision 025).
 */
export const mailLinkToken = (
  { otpSecret }: Pick<Keys, 'otpSecret'>,
  purpose: LinkPurpose,
  id: string,
) => crypto.createHmac('sha256', otpSecret).update(`mail-link:${purpose}:${id}`).digest('base64url')

export function isMailLinkToken(
  keys: Pick<Keys, 'otpSecret'>,
  purpose: LinkPurpose,
  id: string,
  token: string,
): boolean {
  const expected = Buffer.from(mailLinkToken(keys, purpose, id))
  const given = Buffer.from(token)
  return given.length === expected.length && crypto.timingSafeEqual(given, expected)
}

const base = (keys: Keys) => keys.config.PUBLIC_URL.replace(/\/+$/, '')

/**
 * The unsubscribe link shown in a mail (a page that unsubscribes in one click, no sign-in) and the
 * List-Unsubscribe headers (RFC 8058: mail apps POST to the API address themselves).
 */
export function unsubscribeLinks(keys: Keys, kind: UnsubscribeKind, id: string) {
  const token = mailLinkToken(keys, kind, id)
  const page = `${base(keys)}${WEB_PAGES.unsubscribe.href(kind, id, token)}`
  const oneClick = `${base(keys)}/api/v1/unsubscribe?kind=${kind}&id=${id}&token=${token}`
  return {
    page,
    headers: {
      'List-Unsubscribe': `<${oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  }
}

export const confirmSubscriptionLink = (keys: Keys, id: string) =>
  `${base(keys)}${WEB_PAGES.confirmSubscription.href(id, mailLinkToken(keys, 'confirm-subscription', id))}`

/** Any page of the web app, on the address people use. */
export const webPageLink = (keys: Pick<Keys, 'config'>, path: string) =>
  `${keys.config.PUBLIC_URL.replace(/\/+$/, '')}${path}`
