import { CONTACT_OPTIONS } from '@app/domain'

export function ContactOptions() {
  return (
    <ul className="space-y-4">
      {CONTACT_OPTIONS.map((option) => (
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
