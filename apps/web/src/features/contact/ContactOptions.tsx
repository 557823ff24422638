import { SUPPORT_EMAIL, SUPPORT_PHONE, WHATSAPP_CHAT_URL } from '@app/domain'

const options = [
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

export function ContactOptions() {
  return (
    <ul className="space-y-4">
      {options.map((option) => (
        <li
          key={option.title}
          className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
        >
          <h2 className="font-semibold text-brand-900">{option.title}</h2>
          <p className="mt-1 text-sm text-slate-600">{option.text}</p>
          <a
            href={option.link.href}
            className="mt-2 inline-block font-semibold break-all text-brand-700 underline"
            {...(option.link.isExternal ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          >
            {option.link.label}
          </a>
        </li>
      ))}
    </ul>
  )
}
