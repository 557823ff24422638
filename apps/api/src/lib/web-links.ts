import type { MemberKind } from '@app/domain'
import type { Config } from '../config.js'

/**
 * Addresses of web-app pages for mail, on the address people use (PUBLIC_URL), so a mail opens the
 * very chat or application it is about. The paths are the web app's routes.
 */
export function chatLink(
  config: Pick<Config, 'PUBLIC_URL'>,
  reader: MemberKind,
  applicationId: string,
) {
  return pageLink(
    config,
    reader === 'company' ? `/chat/${applicationId}` : `/internchat/${applicationId}`,
  )
}

export function internApplicationLink(config: Pick<Config, 'PUBLIC_URL'>, applicationId: string) {
  return pageLink(config, `/intern/applications/${applicationId}`)
}

export function contactLink(config: Pick<Config, 'PUBLIC_URL'>) {
  return pageLink(config, '/contact')
}

/** Keeps any path PUBLIC_URL has (the app may be served under one). */
function pageLink(config: Pick<Config, 'PUBLIC_URL'>, path: string) {
  return `${config.PUBLIC_URL.replace(/\/+$/, '')}${path}`
}
