import { APPLY_PAGE_WORDS } from '@app/domain'
import type { ApplicationContact } from '@app/domain'
import { DetailList } from '../../components/profile/DetailList'
import { formatPhone } from '../../lib/screen-format'

/** The details the application will carry, read-only. */
export function ContactDetailsView({ contact }: { contact: ApplicationContact }) {
  return (
    <div className="space-y-5">
      <section aria-labelledby="personal-title">
        <h3 id="personal-title" className="text-base font-semibold text-brand-900">
          {APPLY_PAGE_WORDS.personalInformation}
        </h3>
        <DetailList
          items={[
            { label: 'First name', value: contact.firstName || null },
            { label: 'Last name', value: contact.lastName || null },
            { label: 'Other name', value: contact.otherName || null },
            { label: 'Location', value: contact.address || null },
          ]}
        />
      </section>
      <section aria-labelledby="contact-title">
        <h3 id="contact-title" className="text-base font-semibold text-brand-900">
          {APPLY_PAGE_WORDS.contactInformation}
        </h3>
        <DetailList
          items={[
            { label: 'Phone number', value: formatPhone(contact.countryCode, contact.phoneNumber) },
          ]}
        />
      </section>
    </div>
  )
}
