import { Link } from 'react-router'
import { MODERATION_RECORD_RETENTION_YEARS } from '@app/domain'
import { paths } from '../../lib/paths'
import { LegalDocument, SupportEmailLink, type LegalSection } from './LegalDocument'

const sections: LegalSection[] = [
  {
    id: 'information-collected',
    heading: 'Information we collect',
    body: (
      <>
        <p>When you use Internplace we collect:</p>
        <ul>
          <li>your name, email address and phone number;</li>
          <li>your date of birth, gender and address;</li>
          <li>your resume details, education, skills and interests;</li>
          <li>your profile photo and portfolio links;</li>
          <li>for companies, registration details and the CAC document used for verification;</li>
          <li>usage data, such as pages visited, device and browser type, and sign-in times.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'use',
    heading: 'How we use your information',
    body: (
      <p>
        We use your information to run your account, show you roles that match your studies and
        preferences, process applications, send sign-in codes and updates you asked for, keep the
        platform safe from fraud, and improve the service. We process it under the Nigeria Data
        Protection Act 2023 on the basis of our contract with you, your consent, or our legitimate
        interest in a safe service.
      </p>
    ),
  },
  {
    id: 'sharing-with-companies',
    heading: 'Sharing with companies',
    body: (
      <p>
        When you apply for a role, the company that posted it receives your profile and resume. It
        may contact you about that application. We do not share your profile with companies you have
        not applied to unless your privacy settings allow it.
      </p>
    ),
  },
  {
    id: 'service-providers',
    heading: 'Service providers',
    body: (
      <p>
        We use trusted providers for hosting, email delivery and file storage. They process data
        only on our instructions and must keep it secure. We never sell your personal data.
      </p>
    ),
  },
  {
    id: 'legal-and-business',
    heading: 'Legal requirements and business transactions',
    body: (
      <p>
        We may disclose information when the law requires it, to protect the rights and safety of
        our users, or as part of a merger, acquisition or sale of assets, in which case your data
        stays protected by this policy.
      </p>
    ),
  },
  {
    id: 'cookies',
    heading: 'Cookies',
    body: (
      <p>
        We use cookies and similar browser storage to keep you signed in and remember your
        preferences. See our{' '}
        <Link to={paths.cookies.href()} className="font-semibold text-brand-700 underline">
          Cookie Policy
        </Link>
        .
      </p>
    ),
  },
  {
    id: 'security',
    heading: 'Security',
    body: (
      <p>
        We protect your data with encrypted connections, one-time sign-in codes, hashed session
        tokens and access controls: resumes and verification documents are private and shared only
        as this policy describes. No system is perfectly secure, so please tell us about anything
        suspicious.
      </p>
    ),
  },
  {
    id: 'your-rights',
    heading: 'Your rights',
    body: (
      <>
        <p>You may at any time:</p>
        <ul>
          <li>access the personal data we hold about you;</li>
          <li>update or correct it from your profile and settings;</li>
          <li>request deletion of your account and data;</li>
          <li>opt out of promotional emails with the link in each email or in your settings.</li>
        </ul>
        <p>
          When you delete your account we erase your data, except the safety records of reports made
          by you or about you: the report, the chat messages it concerns and what our team did. We
          keep those for {MODERATION_RECORD_RETENTION_YEARS} years, with your name and email
          replaced by a reference, then erase them. An account deleted while suspended or under
          review cannot sign up again with the same email, phone number or RC number without our
          support team.
        </p>
        <p>
          To use any of these rights, write to <SupportEmailLink />. You may also complain to the
          Nigeria Data Protection Commission.
        </p>
      </>
    ),
  },
  {
    id: 'third-party-links',
    heading: 'Third-party links',
    body: (
      <p>
        Company profiles and messages may link to other websites. Their owners, not us, control how
        they handle your data.
      </p>
    ),
  },
  {
    id: 'changes',
    heading: 'Changes to this policy',
    body: (
      <p>
        We will update the date above when this policy changes and tell you about important changes
        by email or on the platform.
      </p>
    ),
  },
  {
    id: 'contact',
    heading: 'Contact',
    body: (
      <p>
        Questions about your privacy? Write to <SupportEmailLink />.
      </p>
    ),
  },
]

export function PrivacyPage() {
  return (
    <LegalDocument
      title="Privacy Policy"
      intro={
        <p>
          This policy explains what personal data Internplace collects, why, who we share it with
          and the choices you have.
        </p>
      }
      sections={sections}
    />
  )
}
