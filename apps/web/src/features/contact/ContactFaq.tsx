import { Link } from 'react-router'
import { FAQ } from '@app/domain'
import { paths } from '../../lib/paths'
import { TEXT_LINK_CLASS } from '../../components/layout/SiteText'

/**
 * The FAQ accordion: each item a <details>, which opens on its own without a script, so the
 * server's contact page (issue 33) is the same accordion, and nothing changes when the app takes
 * over.
 */
export function ContactFaq() {
  return (
    <section id="faq" aria-labelledby="faq-title" className="mx-auto max-w-3xl scroll-mt-20">
      <h2 id="faq-title" className="text-2xl font-bold text-brand-900">
        {FAQ.heading}
      </h2>
      <ul className="mt-4">
        {FAQ.questions.map(({ question, answer }) => (
          <li key={question} className="border-b border-slate-200">
            <details className="group">
              <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 py-3 text-left font-semibold text-brand-900 [&::-webkit-details-marker]:hidden">
                <h3>{question}</h3>
                <span
                  aria-hidden="true"
                  className="text-xl text-accent-600 transition-transform group-open:rotate-45"
                >
                  +
                </span>
              </summary>
              <p className="pb-4 text-slate-700">{answer}</p>
            </details>
          </li>
        ))}
      </ul>
      <p className="mt-6 text-slate-700">
        {FAQ.closing}{' '}
        <Link to={paths.onboarding.href()} className={TEXT_LINK_CLASS}>
          {FAQ.closingLink}
        </Link>
      </p>
    </section>
  )
}
