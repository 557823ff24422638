import { WEB_PAGES } from '../shared/web-pages.js'
import type { LegalDocument } from './legal-document.js'
import { SUPPORT_EMAIL_LINK, paragraph } from './site-text.js'

export const COOKIE_POLICY: LegalDocument = {
  title: 'Cookie Policy',
  intro: [
    paragraph(
      'This policy explains how Internplace uses cookies. For how we handle personal data, see our ',
      { href: WEB_PAGES.privacyPolicy.href(), text: 'Privacy Policy' },
      '.',
    ),
  ],
  sections: [
    {
      id: 'what-cookies-are',
      heading: 'What cookies are',
      blocks: [
        paragraph(
          'Cookies are small text files a website stores in your browser. Similar technologies, such as local and session storage, work the same way; this policy covers them all.',
        ),
      ],
    },
    {
      id: 'how-we-use-them',
      heading: 'How we use them',
      blocks: [
        {
          list: [
            [
              { strong: 'Preferences' },
              ' — to keep you signed in and remember choices such as whether you have already seen the welcome screen.',
            ],
            [
              { strong: 'Understanding usage' },
              ' — to learn which pages are used, so we can improve them.',
            ],
            [{ strong: 'Security' }, ' — to protect your account and detect abuse.'],
          ],
        },
      ],
    },
    {
      id: 'your-choices',
      heading: 'Your choices',
      blocks: [
        paragraph(
          'You can manage or disable cookies in your browser settings. If you block them, signing in and some features may stop working. Questions? Write to ',
          SUPPORT_EMAIL_LINK,
          '.',
        ),
      ],
    },
  ],
}
