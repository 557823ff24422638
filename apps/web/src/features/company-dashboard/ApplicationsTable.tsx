/** The latest applications to the company's roles; inert until the profile is complete. */
export function ApplicationsTable({ isLocked }: { isLocked: boolean }) {
  return (
    <section
      aria-labelledby="applications-title"
      className="rounded-2xl border border-slate-200 bg-white p-5"
      inert={isLocked}
    >
      <h2 id="applications-title" className="text-lg font-semibold text-brand-900">
        Applications
      </h2>
      <div className={`mt-4 overflow-x-auto ${isLocked ? 'opacity-60' : ''}`}>
        <table className="w-full text-left text-sm">
          <thead className="border-b border-slate-200 text-xs tracking-wide text-slate-500 uppercase">
            <tr>
              <th scope="col" className="py-2 pr-4 font-medium">
                Applicant
              </th>
              <th scope="col" className="py-2 pr-4 font-medium">
                Role
              </th>
              <th scope="col" className="py-2 pr-4 font-medium">
                Applied
              </th>
              <th scope="col" className="py-2 font-medium">
                Status
              </th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td colSpan={4} className="py-10 text-center text-slate-500">
                No Applications Yet
              </td>
            </tr>
          </tbody>
        </table>
      </div>
    </section>
  )
}
