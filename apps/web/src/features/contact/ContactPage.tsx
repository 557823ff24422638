import { PageIntro } from '../../components/layout/PageIntro'
import { ContactFaq } from './ContactFaq'
import { ContactForm } from './ContactForm'
import { ContactOptions } from './ContactOptions'

export function ContactPage() {
  return (
    <>
      <title>Contact us — Internplace</title>
      <PageIntro eyebrow="Contact us" title="We are here to help">
        <p>Questions about a role, your account or hiring interns? Send us a message.</p>
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
