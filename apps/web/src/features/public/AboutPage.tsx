import { Link } from 'react-router'
import { paths } from '../../lib/paths'
import { PageIntro } from '../../components/layout/PageIntro'
import { buttonClass } from '../../components/ui/Button'

const founders = [
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
] as const

const initials = (name: string) =>
  name
    .split(' ')
    .map((part) => part[0])
    .join('')

export function AboutPage() {
  return (
    <>
      <title>About us — Internplace</title>
      <PageIntro
        eyebrow="Our mission"
        title="Every young Nigerian deserves a fair first chance at work"
      >
        <p>
          We connect students, SIWES/IT candidates, corps members and graduates with verified
          employers — so talent, not connections, decides who gets in.
        </p>
      </PageIntro>
      <div className="mx-auto max-w-6xl space-y-16 px-4 py-14 sm:px-6">
        <section aria-labelledby="about-title" className="grid gap-6 md:grid-cols-2">
          <h2 id="about-title" className="text-3xl font-bold text-brand-900">
            About Us
          </h2>
          <div className="space-y-4 text-slate-700">
            <p>
              Internplace began with a simple frustration: every year, thousands of students need an
              industrial-training placement, and most find one through luck or a relative.
              Employers, in turn, struggle to reach motivated young people outside their own
              circles.
            </p>
            <p>
              We built one trusted place for both. Companies are verified before their roles carry
              our badge; students apply with a single profile; both sides talk directly. No agents,
              no fees for applicants.
            </p>
          </div>
        </section>
        <section aria-labelledby="team-title">
          <h2 id="team-title" className="text-3xl font-bold text-brand-900">
            Meet the founders
          </h2>
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {founders.map((founder) => (
              <li
                key={founder.name}
                className="rounded-2xl border border-slate-200 p-6 text-center shadow-sm"
              >
                <span
                  aria-hidden="true"
                  className="mx-auto flex h-20 w-20 items-center justify-center rounded-full bg-brand-900 text-2xl font-bold text-accent-500"
                >
                  {initials(founder.name)}
                </span>
                <h3 className="mt-4 text-lg font-bold text-brand-900">{founder.name}</h3>
                <p className="text-sm font-semibold text-green-700">
                  <abbr title={founder.role} className="no-underline">
                    {founder.short}
                  </abbr>{' '}
                  · Co-founder
                </p>
                <p className="mt-3 text-sm text-slate-600">{founder.bio}</p>
              </li>
            ))}
          </ul>
        </section>
        <section
          aria-label="Get started"
          className="flex flex-col gap-3 rounded-2xl bg-brand-50 p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8"
        >
          <p className="text-xl font-bold text-brand-900">Ready to find your place?</p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Link to={paths.onboarding.href()} className={buttonClass('primary')}>
              Join as an intern
            </Link>
            <Link to={paths.onboarding.href()} className={buttonClass('secondary')}>
              Hire with us
            </Link>
          </div>
        </section>
      </div>
    </>
  )
}
