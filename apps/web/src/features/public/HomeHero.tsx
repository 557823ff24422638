import { Link } from 'react-router'
import { paths } from '../../lib/paths'
import { accentCta, outlineLightCta } from './cta'
import { HeroIllustration } from './HeroIllustration'

export function HomeHero() {
  return (
    <section aria-labelledby="hero-title" className="surface-dark bg-brand-900 text-white">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 md:py-20">
        <div className="space-y-6">
          <p className="inline-flex rounded-full bg-white/10 px-3 py-1 text-xs font-semibold tracking-wide text-accent-500 uppercase">
            Verified listings only
          </p>
          <h1 id="hero-title" className="text-4xl leading-tight font-bold sm:text-5xl">
            Your first step into the Nigerian workplace starts here
          </h1>
          <p className="max-w-xl text-lg text-brand-100">
            Internships, SIWES/IT placements, NYSC roles and entry-level jobs from companies we have
            checked — for students, corps members and fresh graduates.
          </p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Link to={paths.findInternships.href()} className={accentCta}>
              Find Your Internship
            </Link>
            <Link to={paths.postInternships.href()} className={outlineLightCta}>
              Hire Top Talent
            </Link>
          </div>
        </div>
        <HeroIllustration className="mx-auto w-full max-w-md" />
      </div>
    </section>
  )
}
