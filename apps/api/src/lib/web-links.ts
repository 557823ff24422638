import { WEB_PAGES, type MemberKind } from '@app/domain'
import type { Config } from '../config.js'

type PublicUrl = Pick<Config, 'PUBLIC_URL'>

/**
 * Addresses of web-app pages for mail, on the address people use (PUBLIC_URL), so a mail opens the
 * very chat or application it is about.
 */
export const chatLink = (config: PublicUrl, reader: MemberKind, applicationId: string) =>
  pageLink(
    config,
    reader === 'company'
      ? WEB_PAGES.companyChat.href(applicationId)
      : WEB_PAGES.internChat.href(applicationId),
  )

export const internApplicationLink = (config: PublicUrl, applicationId: string) =>
  pageLink(config, WEB_PAGES.internApplication.href(applicationId))

export const companyApplicationLink = (config: PublicUrl, applicationId: string) =>
  pageLink(config, WEB_PAGES.companyApplications.href(applicationId))

export const internPlacementLink = (config: PublicUrl, placementId: string) =>
  pageLink(config, WEB_PAGES.internPlacement.href(placementId))

/** The industry supervisor's link to read and sign one logbook week (decision 061). */
export const logbookSignLink = (config: PublicUrl, token: string) =>
  pageLink(config, WEB_PAGES.logbookSign.href(token))
export const companyPlacementLink = (config: PublicUrl, placementId: string) =>
  pageLink(config, WEB_PAGES.companyPlacement.href(placementId))

export const contactLink = (config: PublicUrl) => pageLink(config, WEB_PAGES.contact.href())

/** The one-tap sign-in link; the token is base64url, so it needs no escaping. */
export const signInLink = (config: PublicUrl, token: string) =>
  pageLink(config, WEB_PAGES.signInLink.href(token))

export const memberSignInLink = (config: PublicUrl, kind: MemberKind) =>
  pageLink(config, (kind === 'company' ? WEB_PAGES.companySignIn : WEB_PAGES.internSignIn).href())

export const adminSignInLink = (config: PublicUrl) => pageLink(config, WEB_PAGES.adminSignIn.href())

export const companyDashboardLink = (config: PublicUrl) =>
  pageLink(config, WEB_PAGES.companyDashboard.href())

/** A guide's address, or the list's: the canonical link of the guides' pages (decision 066). */
export const guideLink = (config: PublicUrl, slug?: string) =>
  pageLink(config, WEB_PAGES.guides.href(slug))

/** Keeps any path PUBLIC_URL has (the app may be served under one). */
const pageLink = (config: PublicUrl, path: string) =>
  `${config.PUBLIC_URL.replace(/\/+$/, '')}${path}`
