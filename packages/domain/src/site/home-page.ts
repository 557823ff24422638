import { ALERT_MESSAGES } from '../alerts/alerts.messages.js'
import { WEB_PAGES } from '../shared/web-pages.js'

/** The home page's words, section by section (HomePage.tsx and the server's home page). */
export const HOME_PAGE = {
  title: 'Internplace — verified internships in Nigeria',
  hero: {
    badge: 'Verified listings only',
    heading: 'Your first step into the Nigerian workplace starts here',
    text: 'Internships, SIWES/IT placements, NYSC roles and entry-level jobs from companies we have checked — for students, corps members and fresh graduates.',
    findCta: { href: WEB_PAGES.findInternships.href(), label: 'Find Your Internship' },
    hireCta: { href: WEB_PAGES.postInternships.href(), label: 'Hire Top Talent' },
  },
  /**
   * A GET form to the browse page with its own query names (search, location), so it works as
   * plain HTML and the browse page reads it as if typed there.
   */
  search: {
    action: WEB_PAGES.findInternships.href(),
    label: 'Search roles',
    searchLabel: 'Role or keyword',
    searchPlaceholder: 'e.g. Data analyst',
    locationLabel: 'Location',
    locationPlaceholder: 'e.g. Lagos',
    submit: 'Search',
  },
  benefitsHeading: 'Why students and employers choose Internplace',
  benefits: [
    {
      title: 'Verified listings only',
      text: 'Every company is checked against its CAC registration before its roles carry our badge.',
    },
    {
      title: 'Smart search and matching',
      text: 'Search by title and city, and see roles that fit your course and skills first.',
    },
    {
      title: 'One-click applications',
      text: 'Apply with the profile and resume you saved once — no retyping.',
    },
    {
      title: 'Instant alerts',
      text: 'Hear about new roles and application updates as soon as they happen.',
    },
    {
      title: 'Deadline tracking',
      text: 'Never miss a closing date for the placements you care about.',
    },
    {
      title: 'Career tools',
      text: 'Resume tips and interview guides written for Nigerian employers.',
      // The guides are pages the server writes: a plain link loads them whole (decision 066).
      link: { href: WEB_PAGES.guides.href(), label: 'Read the career guides' },
    },
  ] as readonly { title: string; text: string; link?: { href: string; label: string } }[],
  fieldsHeading: 'Internships in every field',
  fields: [
    'Nursing',
    'Botany',
    'Law',
    'Education',
    'Front-End',
    'Mass Communication',
    'Cyber Security',
    'Data Science',
    'Mobile Development',
    'Fashion Designer',
  ],
  panelsLabel: 'Benefits for seekers and employers',
  panels: [
    {
      id: 'seekers',
      title: 'For job seekers',
      audience: 'Students, SIWES/IT candidates, NYSC members and graduates',
      points: [
        'Browse verified internships and entry-level roles across Nigeria',
        'Apply in one click with your saved profile and resume',
        'Track every application and chat with the company',
        'Get alerts before deadlines close',
      ],
      cta: { href: WEB_PAGES.findInternships.href(), label: 'Browse internships' },
      tone: 'bg-white text-brand-900 border border-slate-200',
    },
    {
      id: 'employers',
      title: 'For employers and recruiters',
      audience: 'Start-ups, SMEs, NGOs and established companies',
      points: [
        'Post internships for free — right now',
        'Review applicants with their course, skills and resume side by side',
        'Message candidates and schedule interviews in one place',
        'Showcase your company to thousands of young Nigerians',
      ],
      cta: { href: WEB_PAGES.postInternships.href(), label: 'Post an internship' },
      tone: 'surface-dark bg-brand-900 text-white',
    },
  ],
  updates: {
    /** Where the box posts without JavaScript (the server's form route); the app sends JSON. */
    action: '/email-updates',
    heading: 'Get new internships in your inbox',
    text: 'A weekly email of fresh roles, SIWES slots and NYSC placements. Unsubscribe in one click.',
    label: 'Email address',
    placeholder: 'you@example.com',
    submit: 'Get Started',
    sending: 'Sending…',
    emailRequired: 'Please enter an email address.',
    failed: 'We could not subscribe you. Please try again.',
  },
} as const

/** What the box says once the confirmation link is mailed (double opt-in, decision 025). */
export const subscribedNotice = (email: string) =>
  `${ALERT_MESSAGES.subscribed} We sent it to ${email}.`

/** The fields banner's two rows. */
export const HOME_FIELD_ROWS = [HOME_PAGE.fields.slice(0, 5), HOME_PAGE.fields.slice(5)] as const

/** The call-to-action looks of dark surfaces (the hero, the employers' panel). */
const ctaBase =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-5 py-2.5 text-sm font-semibold transition-colors'
export const ACCENT_CTA_CLASS = `${ctaBase} bg-accent-500 text-brand-900 hover:bg-accent-600`
export const OUTLINE_LIGHT_CTA_CLASS = `${ctaBase} border border-white text-white hover:bg-white/10`

/** The hero's search form's looks, the same on the app's page and the server's. */
export const HOME_SEARCH_CLASSES = {
  form: 'flex max-w-xl flex-col gap-3 rounded-xl bg-white/10 p-3 sm:flex-row sm:items-end',
  field: 'flex flex-1 flex-col gap-1 text-sm font-medium text-brand-100',
  label: 'px-1',
  input: 'min-h-11 w-full rounded-lg border border-white/40 bg-white px-3 text-base text-slate-900',
  button: `${ACCENT_CTA_CLASS} sm:self-end`,
} as const

/**
 * The hero's drawing (two role cards and a verified badge, instead of a heavy photo) as SVG markup:
 * the app's HeroIllustration and the server's home page draw the same one.
 */
export const HERO_ILLUSTRATION = {
  viewBox: '0 0 360 300',
  inner:
    '<defs><linearGradient id="hero-glow" x1="0" y1="0" x2="1" y2="1">' +
    '<stop offset="0" stop-color="#22c55e" stop-opacity="0.35"/>' +
    '<stop offset="1" stop-color="#2f5bd3" stop-opacity="0.15"/></linearGradient></defs>' +
    '<circle cx="200" cy="150" r="130" fill="url(#hero-glow)"/>' +
    '<g transform="translate(40 50) rotate(-4)"><rect width="220" height="120" rx="16" fill="#ffffff"/>' +
    '<rect x="18" y="18" width="40" height="40" rx="10" fill="#dbe5ff"/>' +
    '<rect x="70" y="22" width="110" height="12" rx="6" fill="#0b1f4d"/>' +
    '<rect x="70" y="42" width="70" height="10" rx="5" fill="#94a3b8"/>' +
    '<rect x="18" y="76" width="60" height="24" rx="12" fill="#dcfce7"/>' +
    '<rect x="86" y="76" width="70" height="24" rx="12" fill="#eef3ff"/></g>' +
    '<g transform="translate(110 150) rotate(3)"><rect width="220" height="120" rx="16" fill="#ffffff" stroke="#e2e8f0"/>' +
    '<rect x="18" y="18" width="40" height="40" rx="10" fill="#dcfce7"/>' +
    '<rect x="70" y="22" width="120" height="12" rx="6" fill="#0b1f4d"/>' +
    '<rect x="70" y="42" width="80" height="10" rx="5" fill="#94a3b8"/>' +
    '<rect x="18" y="76" width="96" height="28" rx="8" fill="#0b1f4d"/>' +
    '<rect x="34" y="86" width="64" height="8" rx="4" fill="#ffffff"/></g>' +
    '<g transform="translate(280 60)"><circle r="30" fill="#22c55e"/>' +
    '<path d="M-12 1l8 8 16-17" fill="none" stroke="#fff" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/></g>',
} as const

/** The tick before each home benefit. */
export const CHECK_ICON_PATH = 'M4 10.5l4 4 8-9'
