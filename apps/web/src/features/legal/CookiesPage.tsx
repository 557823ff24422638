import { Link } from 'react-router'
import { paths } from '../../lib/paths'
import { LegalDocument, SupportEmailLink, type LegalSection } from './LegalDocument'

const sections: LegalSection[] = [
  {
    id: 'what-cookies-are',
    heading: 'What cookies are',
    body: (
      <p>
        Cookies are small text files a website stores in your browser. Similar technologies, such as
        local and session storage, work the same way; this policy covers them all.
      </p>
    ),
  },
  {
    id: 'how-we-use-them',
    heading: 'How we use them',
    body: (
      <ul>
        <li>
          <strong>Preferences</strong> — to keep you signed in and remember choices such as whether
          you have already seen the welcome screen.
        </li>
        <li>
          <strong>Understanding usage</strong> — to learn which pages are used, so we can improve
          them.
        </li>
        <li>
          <strong>Security</strong> — to protect your account and detect abuse.
        </li>
      </ul>
    ),
  },
  {
    id: 'your-choices',
    heading: 'Your choices',
    body: (
      <p>
        You can manage or disable cookies in your browser settings. If you block them, signing in
        and some features may stop working. Questions? Write to <SupportEmailLink />.
      </p>
    ),
  },
]

export function CookiesPage() {
  return (
    <LegalDocument
      title="Cookie Policy"
      intro={
        <p>
          This policy explains how Internplace uses cookies. For how we handle personal data, see
          our{' '}
          <Link to={paths.privacyPolicy.href()} className="font-semibold text-brand-700 underline">
            Privacy Policy
          </Link>
          .
        </p>
      }
      sections={sections}
    />
  )
}
