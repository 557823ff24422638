import { WEB_PAGES } from '../shared/web-pages.js'
import { SUPPORT_EMAIL, SUPPORT_PHONE, WHATSAPP_CHAT_URL } from '../shared/site-links.js'

/** The contact page's words: its intro, the ways to reach the team, the form's labels. */
export const CONTACT_PAGE = {
  title: 'Contact us — Internplace',
  eyebrow: 'Contact us',
  heading: 'We are here to help',
  /** The form posts to the page itself without JavaScript; the app sends JSON to the API. */
  action: WEB_PAGES.contact.href(),
  intro: 'Questions about a role, your account or hiring interns? Send us a message.',
  formHeading: 'Send us a message',
  send: 'Send Message',
  sending: 'Sending...',
  phonePlaceholder: '+234 801 234 5678',
  /** The page's query after a message was sent by the form without JavaScript (a 303 there). */
  sentQuery: 'sent',
} as const

/** The form's fields in their order: name (the schema's), id, label, input type, autofill. */
export const CONTACT_FIELDS = [
  {
    name: 'firstName',
    id: 'contact-first-name',
    label: 'First name',
    type: 'text',
    autoComplete: 'given-name',
  },
  {
    name: 'lastName',
    id: 'contact-last-name',
    label: 'Last name',
    type: 'text',
    autoComplete: 'family-name',
  },
  { name: 'email', id: 'contact-email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'phone', id: 'contact-phone', label: 'Phone number', type: 'tel', autoComplete: 'tel' },
  {
    name: 'message',
    id: 'contact-message',
    label: 'Message',
    type: 'textarea',
    autoComplete: undefined,
  },
] as const

export const CONTACT_OPTIONS = [
  {
    title: 'Chat with us',
    text: 'Quick questions on WhatsApp, weekdays 9am – 5pm.',
    link: { href: WHATSAPP_CHAT_URL, label: 'Start a chat', isExternal: true },
  },
  {
    title: 'Email us',
    text: 'We reply within one working day.',
    link: { href: `mailto:${SUPPORT_EMAIL}`, label: SUPPORT_EMAIL, isExternal: false },
  },
  {
    title: 'Call us',
    text: 'Monday to Friday, 9am – 5pm (WAT).',
    link: { href: SUPPORT_PHONE.href, label: SUPPORT_PHONE.display, isExternal: false },
  },
] as const

/** The FAQ: on the contact page, under the form (spec: five questions, each opens on its own). */
export const FAQ = {
  heading: 'Frequently asked questions',
  closing: 'Ready to begin?',
  closingLink: 'Create your account',
  questions: [
    {
      question: 'What is Internplace and who can use it?',
      answer:
        'Internplace is a Nigerian marketplace for early careers. Students, SIWES/IT candidates, NYSC members and recent graduates use it to find verified internships and entry-level roles; companies use it to post roles and review applicants.',
    },
    {
      question: 'Can I use Internplace for SIWES, IT or my NYSC placement?',
      answer:
        'Yes. Many companies post roles specifically for SIWES/IT students and corps members. Set your placement type and preferred duration in your profile and we will show you the roles that fit.',
    },
    {
      question: 'Is posting an internship free?',
      answer:
        'Yes — posting internships is free right now. Create a company account, verify it with your CAC document and publish your roles.',
    },
    {
      question: 'How do I apply for a role?',
      answer:
        'Create an intern account, complete your profile and upload your resume once. Then open any role and apply in one click; you can follow every application from your dashboard and chat with the company.',
    },
    {
      question: 'How do I know a company is legitimate?',
      answer:
        'We review each company’s CAC registration document before its roles carry the Verified badge, and we remove listings and suspend accounts that break our terms. Never pay anyone to get an internship — report it to us instead.',
    },
  ],
} as const
