import { APPLICATION_LETTER_LABELS } from '../career/application-letters.schemas.js'
import { WEB_PAGES } from './web-pages.js'

/*
 * The navigation of a signed-in area, read by the web app's AccountShell and by the frame the
 * server writes around an intern's pages for browsers without JavaScript (issue 33): both list the
 * same links, lock the same ones and mark the same one as current, so nothing moves when the app
 * takes a page over.
 */

/** The navigation's icons: SVG paths on a 20 × 20 grid, drawn with a stroke. */
export const NAV_ICONS = {
  dashboard: 'M3 10.5 10 4l7 6.5M5 9v7h4v-4h2v4h4V9',
  jobBoards: 'M4 6h12v10H4zM7 6V4h6v2M4 10h12',
  search: 'M9 15a6 6 0 1 0 0-12 6 6 0 0 0 0 12ZM13.5 13.5 17 17',
  bookmark: 'M6 3h8v14l-4-3-4 3z',
  applications: 'M6 3h6l3 3v11H6zM9 9h4M9 12h4M9 15h2',
  placements: 'M4 5h12v12H4zM4 9h12M7 3v4M13 3v4M7 13h3',
  cv: 'M5 3h10v14H5zM8 7h4M8 10h4M8 13h2',
  letters: 'M3 5h14v10H3zM3 5l7 6 7-6',
  profile: 'M10 10a3 3 0 1 0 0-6 3 3 0 0 0 0 6ZM4 17a6 6 0 0 1 12 0',
  settings:
    'M10 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5ZM10 2v2M10 16v2M2 10h2M16 10h2M4.3 4.3l1.4 1.4M14.3 14.3l1.4 1.4M4.3 15.7l1.4-1.4M14.3 5.7l1.4-1.4',
} as const

/** What a locked link says: it waits for a complete profile (the server refuses its actions too). */
export const LOCKED_HINT = 'Complete your profile to unlock this'

export interface AccountNavLink {
  label: string
  href: string
  /** Route templates of other pages under this link, so it reads as current there. */
  also?: readonly string[]
  /** One of NAV_ICONS. */
  icon: string
}

export interface InternNavLink extends AccountNavLink {
  /** Inert until the profile is complete (spec §4): finding roles and applying. */
  needsCompleteProfile: boolean
}

/** The intern area's links. Finding roles and applying wait for a complete profile (spec §4). */
export const INTERN_NAV: readonly InternNavLink[] = [
  {
    label: 'Dashboard',
    href: WEB_PAGES.internDashboard.href(),
    icon: NAV_ICONS.dashboard,
    needsCompleteProfile: false,
  },
  {
    label: 'Find Internships',
    href: WEB_PAGES.internRoles.href(),
    also: [WEB_PAGES.internRole.path, WEB_PAGES.internApply.path],
    icon: NAV_ICONS.search,
    needsCompleteProfile: true,
  },
  {
    label: 'Saved Roles',
    href: WEB_PAGES.internSavedRoles.href(),
    icon: NAV_ICONS.bookmark,
    needsCompleteProfile: false,
  },
  {
    label: 'Applications',
    href: WEB_PAGES.internApplications.href(),
    also: [
      WEB_PAGES.internAppReview.path,
      WEB_PAGES.internAppEdit.path,
      WEB_PAGES.internCompanyDetails.path,
      WEB_PAGES.internReviewApplication.path,
    ],
    icon: NAV_ICONS.applications,
    needsCompleteProfile: true,
  },
  {
    label: 'Placements',
    href: WEB_PAGES.internPlacements.href(),
    icon: NAV_ICONS.placements,
    needsCompleteProfile: false,
  },
  {
    label: APPLICATION_LETTER_LABELS.nav,
    href: WEB_PAGES.internLetters.href(),
    icon: NAV_ICONS.letters,
    needsCompleteProfile: false,
  },
  {
    label: 'Profile',
    href: WEB_PAGES.internProfile.href(),
    also: [WEB_PAGES.internPreview.path],
    icon: NAV_ICONS.profile,
    needsCompleteProfile: false,
  },
  {
    label: 'CV builder',
    href: WEB_PAGES.internCv.href(),
    icon: NAV_ICONS.cv,
    needsCompleteProfile: false,
  },
  {
    label: 'Settings',
    href: WEB_PAGES.internSettings.href(),
    icon: NAV_ICONS.settings,
    needsCompleteProfile: false,
  },
]

/**
 * Whether an address is at or under a route template, as the app's router matches a link's
 * pages: segment by segment, ':name' stands for any one segment and ':name?' for one or none,
 * letters' case aside.
 */
export function isUnderRoute(pathname: string, template: string) {
  const have = pathname.split('/').filter(Boolean)
  let at = 0
  for (const part of template.split('/').filter(Boolean)) {
    const segment = have[at]
    if (part.startsWith(':') && part.endsWith('?')) {
      if (segment !== undefined) at += 1
      continue
    }
    if (segment === undefined) return false
    if (!part.startsWith(':') && part.toLowerCase() !== segment.toLowerCase()) return false
    at += 1
  }
  return true
}

/** The current link: the one whose matching address or template is the longest, if any. */
export function currentNavLink<Link extends AccountNavLink>(
  links: readonly Link[],
  pathname: string,
): Link | null {
  let best: Link | null = null
  let bestLength = 0
  for (const link of links) {
    for (const template of [link.href, ...(link.also ?? [])]) {
      if (template.length > bestLength && isUnderRoute(pathname, template)) {
        best = link
        bestLength = template.length
      }
    }
  }
  return best
}

/** The letter an intern's avatar shows until they add a photo. */
export const internInitial = (intern: { firstName?: string | null; email: string }) =>
  (intern.firstName?.trim()[0] ?? intern.email[0] ?? 'I').toUpperCase()
