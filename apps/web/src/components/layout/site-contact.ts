import { paths } from '../../lib/paths'

/** The four public sections every page header offers. */
export const publicNavLinks = [
  { to: paths.findInternships.href(), label: 'Find Internships' },
  { to: paths.postInternships.href(), label: 'Post Internships' },
  { to: paths.about.href(), label: 'About Us' },
  { to: paths.contact.href(), label: 'Contact Us' },
] as const

/** Where people reach the team; shown in the footer, on the contact page and in the legal pages. */
export const supportEmail = 'support@internplace.ng'
export const supportPhone = { display: '+234 700 468 3767', href: 'tel:+2347004683767' }
export const whatsappChatUrl = 'https://wa.me/2347004683767'

export const socialLinks = [
  { label: 'LinkedIn', href: 'https://www.linkedin.com/company/internplace' },
  { label: 'X (Twitter)', href: 'https://x.com/internplace' },
  { label: 'Instagram', href: 'https://www.instagram.com/internplace' },
  { label: 'Facebook', href: 'https://www.facebook.com/internplace' },
  { label: 'TikTok', href: 'https://www.tiktok.com/@internplace' },
] as const
