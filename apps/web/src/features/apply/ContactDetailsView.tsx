import type { InternMe } from '@app/domain'
import { DetailList } from '../../components/profile/DetailList'
import { formatPhone } from '../../lib/format'

/** The details the application will carry, read-only. */
export function ContactDetailsView({ me }: { me: InternMe }) {
  return (
    <div className="space-y-5">
      <section aria-labelledby="personal-title">
        <h3 id="personal-title" className="text-base font-semibold text-brand-900">
          Personal Information
        </h3>
        <DetailList
          items={[
            { label: 'First name', value: me.firstName },
            { label: 'Last name', value: me.lastName },
            { label: 'Other name', value: me.otherName },
            { label: 'Location', value: me.address },
          ]}
        />
      </section>
      <section aria-labelledby="contact-title">
        <h3 id="contact-title" className="text-base font-semibold text-brand-900">
          Contact Information
        </h3>
        <DetailList
          items={[{ label: 'Phone number', value: formatPhone(me.countryCode, me.phoneNumber) }]}
        />
      </section>
    </div>
  )
}
