/**
 * The web app's pages that the server links to from mail. The web app's route table
 * (apps/web/src/app/paths.ts) uses these too, so a link in a mail and the route cannot drift apart.
 */
export const WEB_PAGES = {
  contact: '/contact',
  /** The one-tap sign-in link mailed with each sign-in code; the page reads `?token=`. */
  signInLink: '/sign-in/link',
  companyChat: (applicationId: string) => `/chat/${applicationId}`,
  internChat: (applicationId: string) => `/internchat/${applicationId}`,
  internApplication: (applicationId: string) => `/intern/applications/${applicationId}`,
} as const
