import { HOME_FIELD_ROWS, HOME_PAGE } from '@app/domain'

/** The track holds its fields twice so the loop from -50% back to 0 is seamless. */
function FieldsRow({ items, isReversed }: { items: readonly string[]; isReversed: boolean }) {
  return (
    <div className="overflow-hidden">
      <ul
        className="fields-track flex w-max gap-3 py-1.5"
        data-direction={isReversed ? 'reverse' : 'forward'}
      >
        {[...items, ...items, ...items, ...items].map((field, index) => (
          <li
            key={`${field}-${index}`}
            data-copy={index >= items.length ? '' : undefined}
            className="rounded-full border border-brand-100 bg-white px-5 py-2 text-sm font-medium whitespace-nowrap text-brand-900 shadow-sm"
          >
            {field}
          </li>
        ))}
      </ul>
    </div>
  )
}

export function FieldsBanner() {
  return (
    <section aria-labelledby="fields-title" className="fields-banner bg-brand-50 py-12">
      <h2 id="fields-title" className="mb-6 px-4 text-center text-2xl font-bold text-brand-900">
        {HOME_PAGE.fieldsHeading}
      </h2>
      <p className="sr-only">{HOME_PAGE.fields.join(', ')}</p>
      <div aria-hidden="true" className="space-y-2">
        {HOME_FIELD_ROWS.map((row, index) => (
          <FieldsRow key={row[0]} items={row} isReversed={index === 1} />
        ))}
      </div>
    </section>
  )
}
