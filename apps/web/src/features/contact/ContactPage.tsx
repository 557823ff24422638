import { CONTACT_PAGE } from '@app/domain'
import { PageIntro } from '../../components/layout/PageIntro'
import { ContactFaq } from './ContactFaq'
import { ContactForm } from './ContactForm'
import { ContactOptions } from './ContactOptions'

/** The words are the domain's: the server writes the same page without JavaScript (contact-pages-html.ts). */
export function ContactPage() {
  return (
    <>
      <title>{CONTACT_PAGE.title}</title>
      <PageIntro eyebrow={CONTACT_PAGE.eyebrow} title={CONTACT_PAGE.heading}>
        <p>{CONTACT_PAGE.intro}</p>
      </PageIntro>
      <div className="mx-auto max-w-6xl space-y-16 px-4 py-12 sm:px-6">
        <div className="grid grid-cols-1 gap-10 lg:grid-cols-[2fr_1fr]">
          <ContactForm />
          <ContactOptions />
        </div>
        <ContactFaq />
      </div>
    </>
  )
}
