import { Link } from 'react-router'
import { paths } from '../../lib/paths'
import { FOOTER_LINKS, SITE_TAGLINE, SOCIAL_LINKS, SUPPORT_EMAIL } from '@app/domain'

const linkClass = 'text-sm text-brand-100 hover:text-white hover:underline'

export function SiteFooter() {
  return (
    <footer className="surface-dark bg-brand-900 text-white">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[1.4fr_1fr_1fr]">
        <div className="space-y-3">
          <p className="flex items-center gap-2 text-lg font-bold">
            <img src="/favicon.svg" alt="" width={28} height={28} className="h-7 w-7" />
            Internplace
          </p>
          <p className="max-w-sm text-sm text-brand-100">{SITE_TAGLINE}</p>
          <a href={`mailto:${SUPPORT_EMAIL}`} className={linkClass}>
            {SUPPORT_EMAIL}
          </a>
        </div>
        <nav aria-label="Footer">
          <h2 className="mb-3 text-sm font-semibold tracking-wide text-accent-500 uppercase">
            Company
          </h2>
          <ul className="space-y-2">
            {FOOTER_LINKS.map((link) => (
              <li key={link.href}>
                <Link to={link.href} className={linkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
            <li>
              {/* Pages the server writes: a plain link loads them whole (decision 066). */}
              <a href={paths.guides.href()} className={linkClass}>
                Guides
              </a>
            </li>
          </ul>
        </nav>
        <div>
          <h2 className="mb-3 text-sm font-semibold tracking-wide text-accent-500 uppercase">
            Follow us
          </h2>
          <ul className="space-y-2">
            {SOCIAL_LINKS.map((link) => (
              <li key={link.href}>
                <a href={link.href} target="_blank" rel="noopener noreferrer" className={linkClass}>
                  {link.label}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <p className="border-t border-white/10 px-4 py-5 text-center text-xs text-brand-100">
        © {new Date().getFullYear()} Internplace. Made in Nigeria.
      </p>
    </footer>
  )
}
