/** The about page's words (its layout is each side's own, with the same class names). */
export const ABOUT_PAGE = {
  title: 'About us — Internplace',
  eyebrow: 'Our mission',
  heading: 'Every young Nigerian deserves a fair first chance at work',
  intro:
    'We connect students, SIWES/IT candidates, corps members and graduates with verified employers — so talent, not connections, decides who gets in.',
  storyHeading: 'About Us',
  story: [
    'Internplace began with a simple frustration: every year, thousands of students need an industrial-training placement, and most find one through luck or a relative. Employers, in turn, struggle to reach motivated young people outside their own circles.',
    'We built one trusted place for both. Companies are verified before their roles carry our badge; students apply with a single profile; both sides talk directly. No agents, no fees for applicants.',
  ],
  foundersHeading: 'Meet the founders',
  founders: [
    {
      name: 'Adaeze Okonkwo',
      role: 'Chief Executive Officer',
      short: 'CEO',
      bio: 'Spent years placing SIWES students in Lagos firms and knows how hard the first "yes" is to get.',
    },
    {
      name: 'Tunde Bakare',
      role: 'Chief Operating Officer',
      short: 'COO',
      bio: 'Runs partnerships with universities, polytechnics and NYSC secretariats across the six zones.',
    },
    {
      name: 'Ibrahim Musa',
      role: 'Chief Technology Officer',
      short: 'CTO',
      bio: 'Builds the platform to work fast on any phone and any network, from Kano to Port Harcourt.',
    },
  ],
  founderNote: 'Co-founder',
  closing: 'Ready to find your place?',
  joinAsIntern: 'Join as an intern',
  hireWithUs: 'Hire with us',
} as const

/** 'Adaeze Okonkwo' → 'AO', the founder's round badge. */
export const initialsOf = (name: string) =>
  name
    .split(' ')
    .map((part) => part[0])
    .join('')
