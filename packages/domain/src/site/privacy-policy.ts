import { MODERATION_RECORD_RETENTION_YEARS } from '../reports/reports.schemas.js'
import { WEB_PAGES } from '../shared/web-pages.js'
import type { LegalDocument } from './legal-document.js'
import { SUPPORT_EMAIL_LINK, list, paragraph } from './site-text.js'

export const PRIVACY_POLICY: LegalDocument = {
  title: 'Privacy Policy',
  intro: [
    paragraph(
      'This policy explains what personal data Internplace collects, why, who we share it with and the choices you have.',
    ),
  ],
  sections: [
    {
      id: 'information-collected',
      heading: 'Information we collect',
      blocks: [
        paragraph('When you use Internplace we collect:'),
        list(
          'your name, email address and phone number;',
          'your date of birth, gender and address;',
          'your resume details, education, skills and interests;',
          'your profile photo and portfolio links;',
          'for companies, registration details and the CAC document used for verification;',
          'usage data, such as pages visited, device and browser type, and sign-in times.',
        ),
      ],
    },
    {
      id: 'use',
      heading: 'How we use your information',
      blocks: [
        paragraph(
          'We use your information to run your account, show you roles that match your studies and preferences, process applications, send sign-in codes and updates you asked for, keep the platform safe from fraud, and improve the service. We process it under the Nigeria Data Protection Act 2023 on the basis of our contract with you, your consent, or our legitimate interest in a safe service.',
        ),
      ],
    },
    {
      id: 'sharing-with-companies',
      heading: 'Sharing with companies',
      blocks: [
        paragraph(
          'When you apply for a role, the company that posted it receives your profile and resume. It may contact you about that application. We do not share your profile with companies you have not applied to unless your privacy settings allow it.',
        ),
      ],
    },
    {
      id: 'service-providers',
      heading: 'Service providers',
      blocks: [
        paragraph(
          'We use trusted providers for hosting, email delivery and file storage. They process data only on our instructions and must keep it secure. We never sell your personal data.',
        ),
      ],
    },
    {
      id: 'legal-and-business',
      heading: 'Legal requirements and business transactions',
      blocks: [
        paragraph(
          'We may disclose information when the law requires it, to protect the rights and safety of our users, or as part of a merger, acquisition or sale of assets, in which case your data stays protected by this policy.',
        ),
      ],
    },
    {
      id: 'cookies',
      heading: 'Cookies',
      blocks: [
        paragraph(
          'We use cookies and similar browser storage to keep you signed in and remember your preferences. See our ',
          { href: WEB_PAGES.cookies.href(), text: 'Cookie Policy' },
          '.',
        ),
      ],
    },
    {
      id: 'security',
      heading: 'Security',
      blocks: [
        paragraph(
          'We protect your data with encrypted connections, one-time sign-in codes, hashed session tokens and access controls: resumes and verification documents are private and shared only as this policy describes. No system is perfectly secure, so please tell us about anything suspicious.',
        ),
      ],
    },
    {
      id: 'your-rights',
      heading: 'Your rights',
      blocks: [
        paragraph('You may at any time:'),
        list(
          'access the personal data we hold about you;',
          'update or correct it from your profile and settings;',
          'request deletion of your account and data;',
          'opt out of promotional emails with the link in each email or in your settings.',
        ),
        paragraph(
          `When you delete your account we erase your data, except the safety records of reports made by you or about you: the report, the chat messages it concerns and what our team did. We keep those for ${MODERATION_RECORD_RETENTION_YEARS} years, with your name and email replaced by a reference, then erase them. An account deleted while suspended or under review cannot sign up again with the same email, phone number or RC number without our support team.`,
        ),
        paragraph(
          'To use any of these rights, write to ',
          SUPPORT_EMAIL_LINK,
          '. You may also complain to the Nigeria Data Protection Commission.',
        ),
      ],
    },
    {
      id: 'third-party-links',
      heading: 'Third-party links',
      blocks: [
        paragraph(
          'Company profiles and messages may link to other websites. Their owners, not us, control how they handle your data.',
        ),
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to this policy',
      blocks: [
        paragraph(
          'We will update the date above when this policy changes and tell you about important changes by email or on the platform.',
        ),
      ],
    },
    {
      id: 'contact',
      heading: 'Contact',
      blocks: [paragraph('Questions about your privacy? Write to ', SUPPORT_EMAIL_LINK, '.')],
    },
  ],
}
