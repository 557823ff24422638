import { Link } from 'react-router'
import { paths } from '../../lib/paths'
import { socialLinks, supportEmail } from './site-contact'

const footerLinks = [
  { to: paths.about.href(), label: 'About Us' },
  { to: paths.termsOfService.href(), label: 'Terms of Service' },
  { to: paths.privacyPolicy.href(), label: 'Privacy Policy' },
  { to: paths.cookies.href(), label: 'Cookie Policy' },
  { to: paths.contact.href(), label: 'Contact Us' },
] as const

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
          <p className="max-w-sm text-sm text-brand-100">
            Verified internships, SIWES placements, NYSC roles and first jobs across Nigeria — in
            one place.
          </p>
          <a href={`mailto:${supportEmail}`} className={linkClass}>
            {supportEmail}
          </a>
        </div>
        <nav aria-label="Footer">
          <h2 className="mb-3 text-sm font-semibold tracking-wide text-accent-500 uppercase">
            Company
          </h2>
          <ul className="space-y-2">
            {footerLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClass}>
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
            {socialLinks.map((link) => (
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
