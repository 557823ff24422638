import { HERO_ILLUSTRATION } from '@app/domain'

/** A light SVG of two role cards and a verified badge; the server's home page draws the same. */
export function HeroIllustration({ className = '' }: { className?: string }) {
  return (
    <svg
      viewBox={HERO_ILLUSTRATION.viewBox}
      aria-hidden="true"
      className={className}
      // Fixed markup from the domain, no user text in it.
      dangerouslySetInnerHTML={{ __html: HERO_ILLUSTRATION.inner }}
    />
  )
}
