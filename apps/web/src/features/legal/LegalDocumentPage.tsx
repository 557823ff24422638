import { LEGAL_LAST_UPDATED, hasLegalContents, type LegalDocument } from '@app/domain'
import { SiteText } from '../../components/layout/SiteText'

/**
 * The terms, privacy and cookie pages: contents, numbered sections. Their words are the domain's
 * (packages/domain/src/site), which the server's own legal pages write too (legal-pages-html.ts).
 */
export function LegalDocumentPage({ document }: { document: LegalDocument }) {
  const { title, intro, sections } = document
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <title>{`${title} — Internplace`}</title>
      <h1 className="text-3xl font-bold text-brand-900 sm:text-4xl">{title}</h1>
      <p className="mt-2 text-sm text-slate-500">Last updated {LEGAL_LAST_UPDATED}</p>
      <div className="mt-6 space-y-4 leading-relaxed text-slate-700">
        <SiteText blocks={intro} />
      </div>
      {hasLegalContents(document) && (
        <nav aria-label="Contents" className="mt-8 rounded-xl bg-slate-50 p-5">
          <h2 className="text-sm font-semibold tracking-wide text-slate-600 uppercase">Contents</h2>
          <ol className="mt-3 list-decimal space-y-1 pl-5 text-sm">
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="text-brand-700 hover:underline">
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      )}
      {sections.map((section, index) => (
        <section
          key={section.id}
          id={section.id}
          aria-labelledby={`${section.id}-title`}
          className="mt-10 scroll-mt-20"
        >
          <h2 id={`${section.id}-title`} className="text-xl font-bold text-brand-900">
            {index + 1}. {section.heading}
          </h2>
          <div className="mt-3 space-y-3 leading-relaxed text-slate-700 [&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-5">
            <SiteText blocks={section.blocks} />
          </div>
        </section>
      ))}
    </article>
  )
}
