import { useMutation, useQuery } from '@tanstack/react-query'
import type { PlacementDocument, PlacementSide } from '@app/domain'
import { Button } from '../../components/ui/Button'
import { LoadError } from '../../components/ui/LoadError'
import { Skeleton } from '../../components/ui/Skeleton'
import { hasMessageForPeople } from '../../lib/api-client'
import { downloadPdf } from '../../lib/download'
import { formatDate } from '../../lib/screen-format'
import { placementQueries } from './placements.api'
import { Section } from './PlacementSection'

const FAILED = 'The document could not be downloaded. Please try again.'

function DocumentRow({ document }: { document: PlacementDocument }) {
  const download = useMutation({ mutationFn: () => downloadPdf(document.path) })
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="min-w-0">
        <p className="font-medium break-words text-slate-900">{document.title}</p>
        <p className="text-sm text-slate-600">{formatDate(document.date)}</p>
        {download.isError && (
          <p role="alert" className="text-sm text-red-700">
            {hasMessageForPeople(download.error) ? download.error.message : FAILED}
          </p>
        )}
      </div>
      <Button
        variant="secondary"
        disabled={download.isPending}
        aria-label={`Download ${document.title}`}
        onClick={() => download.mutate()}
      >
        {download.isPending ? 'Preparing…' : 'Download PDF'}
      </Button>
    </li>
  )
}

/** Every paper of the placement, oldest first: letters, forms and the logbook, to download. */
export function PlacementDocuments({
  placementId,
  side,
}: {
  placementId: string
  side: PlacementSide
}) {
  const query = useQuery(placementQueries.documents(side, placementId))
  return (
    <Section title="Documents">
      {query.isPending ? (
        <div role="status">
          <span className="sr-only">Loading the documents…</span>
          <Skeleton className="h-12 w-full" />
        </div>
      ) : query.isError ? (
        <LoadError
          message="The documents could not be loaded."
          onRetry={() => void query.refetch()}
        />
      ) : query.data.docs.length === 0 ? (
        <p className="text-sm text-slate-600">
          No documents yet. Letters, forms and the signed logbook appear here once they are issued.
        </p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {query.data.docs.map((document) => (
            <DocumentRow key={`${document.kind}-${document.path}`} document={document} />
          ))}
        </ul>
      )}
    </Section>
  )
}
