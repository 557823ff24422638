import { WEB_PAGES } from './web-pages.js'

/*
 * The links and contacts every public page shows, in its header and footer: the web app's layout
 * and the pages the server writes for browsers without JavaScript (issue 33) read them here, so the
 * two show the same site.
 */

/** The four public sections every page header offers. */
export const PUBLIC_NAV_LINKS = [
  { href: WEB_PAGES.findInternships.href(), label: 'Find Internships' },
  { href: WEB_PAGES.postInternships.href(), label: 'Post Internships' },
  { href: WEB_PAGES.about.href(), label: 'About Us' },
  { href: WEB_PAGES.contact.href(), label: 'Contact Us' },
] as const

/** The footer's 'Company' links (the guides follow them, as pages the server writes). */
export const FOOTER_LINKS = [
  { href: WEB_PAGES.about.href(), label: 'About Us' },
  { href: WEB_PAGES.termsOfService.href(), label: 'Terms of Service' },
  { href: WEB_PAGES.privacyPolicy.href(), label: 'Privacy Policy' },
  { href: WEB_PAGES.cookies.href(), label: 'Cookie Policy' },
  { href: WEB_PAGES.contact.href(), label: 'Contact Us' },
] as const

/** What the footer says of the site, under its name. */
export const SITE_TAGLINE =
  'Verified internships, SIWES placements, NYSC roles and first jobs across Nigeria — in one place.'

/** Where people reach the team; shown in the footer, on the contact page and in the legal pages. */
export const SUPPORT_EMAIL = 'support@internplace.ng'
export const SUPPORT_PHONE = { display: '+234 700 468 3767', href: 'tel:+2347004683767' }
export const WHATSAPP_CHAT_URL = 'https://wa.me/2347004683767'

export const SOCIAL_LINKS = [
  { label: 'LinkedIn', href: 'https://www.linkedin.com/company/internplace' },
  { label: 'X (Twitter)', href: 'https://x.com/internplace' },
  { label: 'Instagram', href: 'https://www.instagram.com/internplace' },
  { label: 'Facebook', href: 'https://www.facebook.com/internplace' },
  { label: 'TikTok', href: 'https://www.tiktok.com/@internplace' },
] as const

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'accent' | 'locked'

const BUTTON_VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-brand-900 text-white hover:bg-brand-700 disabled:bg-slate-400',
  secondary:
    'border border-brand-900 text-brand-900 bg-white hover:bg-brand-50 disabled:border-slate-300 disabled:text-slate-400',
  ghost: 'text-brand-900 hover:bg-brand-50 disabled:text-slate-400',
  danger: 'bg-red-600 text-white hover:bg-red-700 disabled:bg-red-300',
  /** The call to action on a dark brand surface: dark text, as white on green is only 3.3:1. */
  accent: 'bg-accent-500 text-brand-900 hover:bg-accent-600',
  /**
   * A link-button the profile still locks (GatedLink): visibly inert, still readable (7:1), and
   * standing off white and the dark brand banner alike.
   */
  locked: 'bg-slate-300 text-slate-700',
}

/**
 * Class names of a button, or of a link that looks like one: the app's buttons and the server's
 * pages use these (the app's stylesheet holds them; apps/web/src/index.css scans this folder).
 */
export const buttonClass = (variant: ButtonVariant = 'primary', extra = '') =>
  `inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-5 py-2.5 text-sm font-semibold transition-colors disabled:cursor-not-allowed ${BUTTON_VARIANTS[variant]} ${extra}`

/** The look of a 'back' control, a link or a button alike, in the app and on the server's pages. */
export const backControlClass =
  'inline-flex min-h-11 items-center gap-2 rounded-lg px-2 text-sm font-semibold text-brand-900 hover:bg-brand-50'

/** The back control's arrow: a StrokeIcon path, drawn 2 wide. */
export const BACK_ARROW_PATH = 'M12 5l-5 5 5 5'

/** The report flag: a StrokeIcon path, on every 'Report' control and the console's reports. */
export const REPORT_FLAG_PATH = 'M5 17V3M5 4h9l-2 3.5L14 11H5'

/** A warning triangle (filled, 20 × 20): the safety notice's and the verification notice's icon. */
export const WARNING_TRIANGLE_PATH =
  'M8.485 2.495c.673-1.167 2.357-1.167 3.03 0l6.28 10.875c.673 1.167-.17 2.625-1.516 2.625H3.72c-1.347 0-2.189-1.458-1.515-2.625L8.485 2.495ZM10 5a.75.75 0 0 1 .75.75v3.5a.75.75 0 0 1-1.5 0v-3.5A.75.75 0 0 1 10 5Zm0 9a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z'
