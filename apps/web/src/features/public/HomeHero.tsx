import { Link } from 'react-router'
import { ACCENT_CTA_CLASS, HOME_PAGE, OUTLINE_LIGHT_CTA_CLASS } from '@app/domain'
import { HeroIllustration } from './HeroIllustration'
import { HomeSearch } from './HomeSearch'

const { hero } = HOME_PAGE

export function HomeHero() {
  return (
    <section aria-labelledby="hero-title" className="surface-dark bg-brand-900 text-white">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 md:py-20">
        <div className="space-y-6">
          <p className="inline-flex rounded-full bg-white/10 px-3 py-1 text-xs font-semibold tracking-wide text-accent-500 uppercase">
            {hero.badge}
          </p>
          <h1 id="hero-title" className="text-4xl leading-tight font-bold sm:text-5xl">
            {hero.heading}
          </h1>
          <p className="max-w-xl text-lg text-brand-100">{hero.text}</p>
          <HomeSearch />
          <div className="flex flex-col gap-3 sm:flex-row">
            <Link to={hero.findCta.href} className={ACCENT_CTA_CLASS}>
              {hero.findCta.label}
            </Link>
            <Link to={hero.hireCta.href} className={OUTLINE_LIGHT_CTA_CLASS}>
              {hero.hireCta.label}
            </Link>
          </div>
        </div>
        <HeroIllustration className="mx-auto w-full max-w-md" />
      </div>
    </section>
  )
}
