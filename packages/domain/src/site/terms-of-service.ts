import { WEB_PAGES } from '../shared/web-pages.js'
import type { LegalDocument } from './legal-document.js'
import { SUPPORT_EMAIL_LINK, list, paragraph } from './site-text.js'

export const TERMS_OF_SERVICE: LegalDocument = {
  title: 'Terms of Service',
  intro: [
    paragraph(
      'Please read these Terms carefully. They explain your rights and duties on Internplace.',
    ),
  ],
  sections: [
    {
      id: 'introduction',
      heading: 'Introduction',
      blocks: [
        paragraph(
          'These Terms of Service (“Terms”) govern your use of Internplace, a platform that connects students, SIWES/IT candidates, NYSC members and recent graduates (“interns”) with companies offering internships and entry-level roles in Nigeria. By creating an account or using the platform you agree to these Terms. If you do not agree, please do not use Internplace.',
        ),
      ],
    },
    {
      id: 'eligibility',
      heading: 'Eligibility',
      blocks: [
        paragraph(
          'You must be at least 12 years old to use Internplace. Anyone below that age may use the platform only with the agreement and supervision of a parent or guardian, who accepts these Terms on their behalf.',
        ),
        paragraph(
          'Companies must be lawfully registered businesses or organisations, and the person who creates a company account must be authorised to act for it.',
        ),
      ],
    },
    {
      id: 'your-account',
      heading: 'Your account',
      blocks: [
        paragraph(
          'You sign in with your email address and a one-time code. Keep access to your email secure, give accurate information and keep it up to date. You are responsible for activity on your account; tell us at once at ',
          SUPPORT_EMAIL_LINK,
          ' if you think someone else has used it.',
        ),
      ],
    },
    {
      id: 'use-of-the-platform',
      heading: 'Use of the platform',
      blocks: [
        paragraph('You agree not to:'),
        list(
          'post false, misleading or fraudulent roles, profiles or documents;',
          'ask applicants for money, or for personal data a role does not need;',
          'harass, threaten or discriminate against other users;',
          'copy, scrape or resell listings or profiles, or disrupt the service;',
          'use the platform for anything unlawful under Nigerian law.',
        ),
      ],
    },
    {
      id: 'postings-and-applications',
      heading: 'Internship postings and applications',
      blocks: [
        paragraph(
          'Companies are responsible for their postings and for how they treat applicants. We review company registration documents before showing a Verified badge, but we do not validate every listing and we do not guarantee any placement, interview or job offer.',
        ),
        paragraph(
          'We may remove any posting, application or content that breaks these Terms or that we reasonably believe harms users.',
        ),
      ],
    },
    {
      id: 'paid-features',
      heading: 'Paid features',
      blocks: [
        paragraph(
          'Posting internships is free today. Some features, such as featured listings, may require payment in future; their price will be shown before you pay. Payments are non-refundable unless we state otherwise when you buy.',
        ),
      ],
    },
    {
      id: 'user-content',
      heading: 'User-generated content',
      blocks: [
        paragraph(
          'You keep ownership of what you upload — profiles, resumes, logos, photos and messages — and you give us a licence to store, display and share it as needed to run the platform, for example to show your resume to a company you apply to. You confirm you have the right to upload it.',
        ),
      ],
    },
    {
      id: 'intellectual-property',
      heading: 'Intellectual property',
      blocks: [
        paragraph(
          'The Internplace name, logo, design and software belong to us. You may not copy or use them without our written permission.',
        ),
      ],
    },
    {
      id: 'privacy',
      heading: 'Privacy',
      blocks: [
        paragraph(
          'How we collect, use and protect your personal data is explained in our ',
          { href: WEB_PAGES.privacyPolicy.href(), text: 'Privacy Policy' },
          '.',
        ),
      ],
    },
    {
      id: 'disclaimer',
      heading: 'Disclaimer',
      blocks: [
        paragraph(
          'Internplace is provided “as is”. We work to keep it available and accurate, but we do not promise that it will be uninterrupted or error-free, or that information posted by other users is correct.',
        ),
      ],
    },
    {
      id: 'limitation-of-liability',
      heading: 'Limitation of liability',
      blocks: [
        paragraph(
          'To the extent the law allows, we are not liable for indirect or consequential losses, or for the acts of companies or interns who meet through the platform. Our total liability to you is limited to the amount you paid us in the twelve months before the claim.',
        ),
      ],
    },
    {
      id: 'indemnification',
      heading: 'Indemnification',
      blocks: [
        paragraph(
          'You agree to compensate us for claims, losses and costs that arise from your breach of these Terms or your misuse of the platform.',
        ),
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to these Terms',
      blocks: [
        paragraph(
          'We may update these Terms. We will change the date above and, for important changes, tell you by email or on the platform. Continuing to use Internplace means you accept the new Terms.',
        ),
      ],
    },
    {
      id: 'termination',
      heading: 'Termination',
      blocks: [
        paragraph(
          'You may delete your account at any time from your settings. We may suspend or close accounts that break these Terms, post fraudulent roles or put other users at risk.',
        ),
      ],
    },
    {
      id: 'contact',
      heading: 'Contact',
      blocks: [
        paragraph(
          'Questions about these Terms? Write to ',
          SUPPORT_EMAIL_LINK,
          '. These Terms are governed by the laws of the Federal Republic of Nigeria.',
        ),
      ],
    },
  ],
}
