import { useState, type ReactNode } from 'react'
import { useMutation, useQuery } from '@tanstack/react-query'
import {
  formatDay,
  ITF_ATTENDANCE_LABELS,
  ITF_GRADE_LABELS,
  lagosDayLabel,
  SCAF_ITF_DAYS,
  scafGaps,
  siwesGapsMessage,
  todayInLagos,
  type Placement,
  type PlacementSide,
  type SiwesPaperKind,
  type SiwesPapers,
} from '@app/domain'
import { Button } from '../../components/ui/Button'
import { LoadError } from '../../components/ui/LoadError'
import { Skeleton } from '../../components/ui/Skeleton'
import { toast } from '../../components/ui/toast'
import { hasMessageForPeople } from '../../lib/api-client'
import { ItfForm8Form } from './ItfForm8Form'
import { Section } from './PlacementSection'
import { ScafSignForm } from './ScafSignForm'
import { downloadSiwesPaper, siwesQueries, useMarkScafSubmitted } from './siwes.api'

const DOWNLOAD_FAILED = 'The form could not be downloaded. Please try again.'
const SUBMIT_FAILED = 'It could not be marked. Please try again.'

interface PaperProps {
  placement: Placement
  side: PlacementSide
  papers: SiwesPapers
}

/** One of the two forms: its name, where it stands, and what the reader can do with it. */
function Paper({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="space-y-3 py-4 first:pt-0 last:pb-0">
      <h3 className="font-semibold text-slate-900">{title}</h3>
      {children}
    </div>
  )
}

function DownloadButton({
  placement,
  side,
  kind,
  label,
}: {
  placement: Placement
  side: PlacementSide
  kind: SiwesPaperKind
  label: string
}) {
  const download = useMutation({ mutationFn: () => downloadSiwesPaper(side, placement.id, kind) })
  return (
    <div>
      <Button variant="secondary" disabled={download.isPending} onClick={() => download.mutate()}>
        {download.isPending ? 'Preparing…' : label}
      </Button>
      {download.isError && (
        <p role="alert" className="mt-1 text-sm text-red-700">
          {hasMessageForPeople(download.error) ? download.error.message : DOWNLOAD_FAILED}
        </p>
      )}
    </div>
  )
}

const Note = ({ children }: { children: ReactNode }) => (
  <p className="text-sm text-slate-700">{children}</p>
)

/** The web knows no company address; the server names it if it is missing. */
const ADDRESS_CHECKED_BY_SERVER = 'checked when signing'

function ScafPaper({ placement, side, papers }: PaperProps) {
  const [signing, setSigning] = useState(false)
  const submit = useMarkScafSubmitted(placement.id)
  const { scaf } = papers
  const title = "SCAF (Students' Commencement of Attachment Form)"

  if (!scaf) {
    const gaps = scafGaps({
      ...placement,
      studentName: placement.internName,
      companyAddress: ADDRESS_CHECKED_BY_SERVER,
    })
    if (side === 'intern') {
      return (
        <Paper title={title}>
          <Note>
            {placement.companyName} signs the SCAF in the app; you then take it to the nearest ITF
            Area Office within {SCAF_ITF_DAYS} days of starting.{' '}
            {gaps.length > 0
              ? 'It needs your school details and the placement’s dates and supervisor first.'
              : `Waiting for ${placement.companyName} to sign it.`}
          </Note>
        </Paper>
      )
    }
    return (
      <Paper title={title}>
        {signing ? (
          <ScafSignForm placement={placement} onDone={() => setSigning(false)} />
        ) : gaps.length > 0 ? (
          <Note>{siwesGapsMessage('the SCAF', gaps)}</Note>
        ) : (
          <>
            <Note>
              The student takes the signed SCAF to the nearest ITF Area Office within{' '}
              {SCAF_ITF_DAYS} days of starting.
            </Note>
            <Button onClick={() => setSigning(true)}>Sign the SCAF</Button>
          </>
        )}
      </Paper>
    )
  }

  const deadline = formatDay(scaf.itfDeadline)
  return (
    <Paper title={title}>
      <Note>
        Signed by {scaf.signatoryName}, {scaf.signatoryTitle}, on{' '}
        {lagosDayLabel(new Date(scaf.signedAt))}.
      </Note>
      {scaf.submittedAt ? (
        <Note>Submitted to the ITF on {lagosDayLabel(new Date(scaf.submittedAt))}.</Note>
      ) : (
        <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900">
          {todayInLagos() <= scaf.itfDeadline
            ? `${side === 'intern' ? 'Take it' : 'The student takes it'} to the nearest ITF Area Office by ${deadline} (${SCAF_ITF_DAYS} days after the start).`
            : `It was due at the ITF Area Office by ${deadline} (${SCAF_ITF_DAYS} days after the start); ${side === 'intern' ? 'take it' : 'the student takes it'} there as soon as possible.`}
        </p>
      )}
      <div className="flex flex-wrap items-start gap-3">
        <DownloadButton placement={placement} side={side} kind="scaf" label="Download the SCAF" />
        {side === 'intern' && !scaf.submittedAt && (
          <Button
            disabled={submit.isPending}
            onClick={() =>
              submit.mutate(undefined, {
                onSuccess: () => toast.success('Marked as submitted to the ITF.'),
              })
            }
          >
            {submit.isPending ? 'Saving…' : 'I have submitted it to the ITF'}
          </Button>
        )}
      </div>
      {submit.isError && (
        <p role="alert" className="text-sm text-red-700">
          {hasMessageForPeople(submit.error) ? submit.error.message : SUBMIT_FAILED}
        </p>
      )}
    </Paper>
  )
}

function ItfForm8Paper({ placement, side, papers }: PaperProps) {
  const [filling, setFilling] = useState(false)
  const { itfForm8, itfForm8OpensOn } = papers
  const title = 'ITF Form 8'

  if (itfForm8) {
    return (
      <Paper title={title}>
        <Note>
          Signed by {itfForm8.signatoryName}, {itfForm8.signatoryTitle}, on{' '}
          {lagosDayLabel(new Date(itfForm8.signedAt))}. Overall grade:{' '}
          {ITF_GRADE_LABELS[itfForm8.grade]}; attendance:{' '}
          {ITF_ATTENDANCE_LABELS[itfForm8.attendance].toLowerCase()}.
        </Note>
        <DownloadButton
          placement={placement}
          side={side}
          kind="itf-form-8"
          label="Download ITF Form 8"
        />
      </Paper>
    )
  }
  const isOpen = itfForm8OpensOn !== null && todayInLagos() >= itfForm8OpensOn
  const opens = itfForm8OpensOn ? formatDay(itfForm8OpensOn) : null
  if (side === 'intern') {
    return (
      <Paper title={title}>
        <Note>
          At the end, {placement.companyName} fills Part B (their assessment of your work) and signs
          it here{opens && !isOpen ? `, from ${opens}` : ''}; you download it for your institution.
        </Note>
      </Paper>
    )
  }
  return (
    <Paper title={title}>
      {filling ? (
        <ItfForm8Form placement={placement} onDone={() => setFilling(false)} />
      ) : isOpen ? (
        <>
          <Note>
            Part B is your assessment of the student&apos;s work: a grade, their attendance and your
            comments.
          </Note>
          <Button onClick={() => setFilling(true)}>Fill ITF Form 8</Button>
        </>
      ) : (
        <Note>
          {opens
            ? `You can fill it from ${opens}, in the placement's last two weeks.`
            : 'You can fill it in the placement’s last two weeks, once its dates are given.'}
        </Note>
      )}
    </Paper>
  )
}

/**
 * A SIWES/IT placement's papers (decision 060): the SCAF the company signs and the student takes
 * to the ITF, and ITF Form 8 at the end. Other kinds of placement have none.
 */
export function SiwesPapersPanel({
  placement,
  side,
}: {
  placement: Placement
  side: PlacementSide
}) {
  const isSiwes = placement.kind === 'siwes'
  const query = useQuery({ ...siwesQueries.papers(side, placement.id), enabled: isSiwes })
  if (!isSiwes) return null
  return (
    <Section title="SIWES papers">
      {query.isPending ? (
        <div role="status">
          <span className="sr-only">Loading the SIWES papers…</span>
          <Skeleton className="h-24 w-full" />
        </div>
      ) : query.isError ? (
        <LoadError
          message="The SIWES papers could not be loaded."
          onRetry={() => void query.refetch()}
        />
      ) : (
        <div className="divide-y divide-slate-100">
          <ScafPaper placement={placement} side={side} papers={query.data} />
          <ItfForm8Paper placement={placement} side={side} papers={query.data} />
        </div>
      )}
    </Section>
  )
}
