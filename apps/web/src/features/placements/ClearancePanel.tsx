import { useId, useState, type FormEvent } from 'react'
import { useQuery } from '@tanstack/react-query'
import {
  ClearanceIssueSchema,
  ClearanceRequestSchema,
  NYSC_MESSAGES,
  clearanceStatusWords,
  type Clearance,
  type Placement,
  type PlacementSide,
} from '@app/domain'
import {
  FormActions,
  SignatoryFields,
  StateCodeField,
  TextField,
} from '../../components/profile/FormFields'
import { issuesByField, useCheckedForm } from '../../components/profile/useCheckedForm'
import { Button } from '../../components/ui/Button'
import { LoadError } from '../../components/ui/LoadError'
import { Skeleton } from '../../components/ui/Skeleton'
import { toast } from '../../components/ui/toast'
import { hasMessageForPeople } from '../../lib/api-client'
import {
  clearanceQueries,
  useAskClearance,
  useDownloadClearance,
  useIssueClearance,
} from './clearance.api'
import { Section } from './PlacementSection'

const ASK_FAILED = 'Your request could not be sent. Please try again.'
const ISSUE_FAILED = 'The clearance letter could not be issued. Please try again.'
const DOWNLOAD_FAILED = 'The letter could not be downloaded. Please try again.'

const askLabel = (clearance: Clearance) => `Ask for ${clearance.label}'s clearance letter`

/** What the corps member gave with their last request: the next one starts from it. */
const lastGiven = (docs: Clearance[]) => docs.find((doc) => doc.requestedAt !== null)

/** A month's one-tap action (download its letter, ask for it), with why it failed under it. */
function MonthAction({
  action,
  failed,
  label,
  pendingLabel,
  ...buttonProps
}: {
  action: { isPending: boolean; error: Error | null }
  /** Said when the server gives no message for people. */
  failed: string
  label: string
  pendingLabel: string
  onClick: () => void
  'aria-label'?: string
}) {
  return (
    <div className="space-y-1">
      <Button variant="secondary" disabled={action.isPending} {...buttonProps}>
        {action.isPending ? pendingLabel : label}
      </Button>
      {action.error && (
        <p role="alert" className="text-sm text-red-700">
          {hasMessageForPeople(action.error) ? action.error.message : failed}
        </p>
      )}
    </div>
  )
}

function DownloadButton({ clearance }: { clearance: Clearance }) {
  const download = useDownloadClearance()
  if (!clearance.path) return null
  const path = clearance.path
  return (
    <MonthAction
      action={download}
      failed={DOWNLOAD_FAILED}
      label="Download"
      pendingLabel="Preparing…"
      onClick={() => download.mutate({ path, month: clearance.month })}
      aria-label={`Download ${clearance.label} clearance letter`}
    />
  )
}

/** A month's letter to ask for, and the corps member's last request, which the next starts from. */
interface MonthToAsk {
  placementId: string
  clearance: Clearance
  given: Clearance | undefined
}

/** The LGA and state code a request names: as given last time, or blank. */
const askedBefore = (given: Clearance | undefined) => ({
  lga: given?.lga ?? '',
  stateCode: given?.stateCode ?? '',
})

/** The month to ask for now (or soon), with the LGA and state code the letter will name. */
function AskForm({ placementId, clearance, given }: MonthToAsk) {
  const ask = useAskClearance(placementId)
  const opensId = useId()
  const { values, field, alert, clearAlert, refuse, outcome } = useCheckedForm(
    askedBefore(given),
    ASK_FAILED,
  )
  const isOpen = clearance.status === 'open'

  const submit = (event: FormEvent) => {
    event.preventDefault()
    clearAlert()
    const body = { month: clearance.month, ...values }
    const checked = ClearanceRequestSchema.safeParse(body)
    if (!checked.success) return refuse(issuesByField(checked.error.issues))
    ask.mutate(
      body,
      outcome(NYSC_MESSAGES.requested(clearance.month), () => {}),
    )
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={askLabel(clearance)}
      className="space-y-3 rounded-lg border border-brand-200 bg-brand-50 p-3 sm:p-4"
    >
      {isOpen && (
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            label="Local government area (optional)"
            hint="Where your Local Government Inspector is, such as Ikeja. Blank addresses the state secretariat."
            autoComplete="off"
            {...field('lga')}
          />
          <StateCodeField {...field('stateCode')} />
        </div>
      )}
      {alert && (
        <p role="alert" className="text-sm text-red-700">
          {alert}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Button
          type="submit"
          disabled={!isOpen || ask.isPending}
          aria-describedby={isOpen ? undefined : opensId}
        >
          {ask.isPending ? 'Asking…' : askLabel(clearance)}
        </Button>
        {!isOpen && (
          <p id={opensId} className="text-sm text-slate-700">
            {clearanceStatusWords(clearance, 'intern')}
          </p>
        )}
      </div>
    </form>
  )
}

/** A past month never asked for: asked in one tap, with what was given last time. */
function AskPastMonth({ placementId, clearance, given }: MonthToAsk) {
  const ask = useAskClearance(placementId)
  const send = () =>
    ask.mutate(
      { month: clearance.month, ...askedBefore(given) },
      { onSuccess: () => toast.success(NYSC_MESSAGES.requested(clearance.month)) },
    )
  return (
    <MonthAction
      action={ask}
      failed={ASK_FAILED}
      label={askLabel(clearance)}
      pendingLabel="Asking…"
      onClick={send}
    />
  )
}

/** The company signs a month's letter: the signatory starts as the one who signed last. */
function IssueForm({
  placementId,
  clearance,
  signatory,
  onDone,
}: {
  placementId: string
  clearance: Clearance
  signatory: Clearance['signatory']
  onDone: () => void
}) {
  const issue = useIssueClearance(placementId)
  const { values, field, alert, clearAlert, refuse, outcome } = useCheckedForm(
    { signatoryName: signatory?.name ?? '', signatoryTitle: signatory?.title ?? '' },
    ISSUE_FAILED,
  )
  const submit = (event: FormEvent) => {
    event.preventDefault()
    clearAlert()
    const checked = ClearanceIssueSchema.safeParse(values)
    if (!checked.success) return refuse(issuesByField(checked.error.issues))
    issue.mutate(
      { month: clearance.month, ...checked.data },
      outcome(NYSC_MESSAGES.issued(clearance.month), onDone),
    )
  }
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={`Issue ${clearance.label} clearance letter`}
      className="mt-3 space-y-3"
    >
      <SignatoryFields name={field('signatoryName')} title={field('signatoryTitle')} />
      <FormActions
        alert={alert}
        pending={issue.isPending}
        onCancel={onDone}
        label="Issue clearance letter"
        pendingLabel="Issuing…"
      />
    </form>
  )
}

function MonthRow({
  clearance,
  side,
  placementId,
  given,
  signatory,
}: {
  clearance: Clearance
  side: PlacementSide
  placementId: string
  given: Clearance | undefined
  signatory: Clearance['signatory']
}) {
  const [isIssuing, setIssuing] = useState(false)
  const asked = [
    clearance.lga && `LGA: ${clearance.lga}`,
    clearance.stateCode && `State code: ${clearance.stateCode}`,
  ].filter(Boolean)
  return (
    <li className="py-3">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-semibold text-brand-900">{clearance.label}</p>
          <p className="text-sm text-slate-700">{clearanceStatusWords(clearance, side)}</p>
          {clearance.signatory && (
            <p className="text-sm text-slate-600">
              Signed by {clearance.signatory.name}, {clearance.signatory.title}
            </p>
          )}
          {side === 'company' && asked.length > 0 && (
            <p className="text-sm break-words text-slate-600">{asked.join(' · ')}</p>
          )}
        </div>
        {clearance.status === 'issued' && <DownloadButton clearance={clearance} />}
        {side === 'company' && clearance.status === 'requested' && !isIssuing && (
          <Button onClick={() => setIssuing(true)}>Issue clearance letter</Button>
        )}
        {side === 'intern' && clearance.status === 'open' && (
          <AskPastMonth placementId={placementId} clearance={clearance} given={given} />
        )}
      </div>
      {isIssuing && (
        <IssueForm
          placementId={placementId}
          clearance={clearance}
          signatory={signatory}
          onDone={() => setIssuing(false)}
        />
      )}
    </li>
  )
}

function ClearanceMonths({ placement, side }: { placement: Placement; side: PlacementSide }) {
  const query = useQuery(clearanceQueries.list(side, placement.id))
  if (query.isPending) {
    return (
      <div role="status" className="space-y-2">
        <span className="sr-only">Loading the clearance months…</span>
        <Skeleton className="h-6 w-1/2" />
        <Skeleton className="h-12 w-full" />
      </div>
    )
  }
  if (query.isError) {
    return (
      <LoadError
        message="The clearance months could not be loaded."
        onRetry={() => void query.refetch()}
      />
    )
  }
  const { scheduled, docs } = query.data
  if (!scheduled || docs.length === 0) {
    return (
      <p className="text-sm text-slate-600">
        {!scheduled
          ? side === 'company'
            ? 'Add the placement’s dates: each month of the service year then has its clearance letter.'
            : `Your months show here once ${placement.companyName} gives the placement’s dates.`
          : 'The first month has not begun yet.'}
      </p>
    )
  }
  const given = lastGiven(docs)
  const signatory = docs.find((doc) => doc.signatory !== null)?.signatory ?? null
  // The newest month, while it is still to be asked for, gets the form; older ones a button.
  const [newest, ...older] = docs
  const toAsk =
    side === 'intern' && newest && (newest.status === 'open' || newest.status === 'upcoming')
      ? newest
      : undefined
  const listed = toAsk ? older : docs
  return (
    <div className="space-y-3">
      {toAsk && <AskForm placementId={placement.id} clearance={toAsk} given={given} />}
      {listed.length > 0 && (
        <ul aria-label="Clearance months" className="divide-y divide-slate-200">
          {listed.map((clearance) => (
            <MonthRow
              key={clearance.month}
              clearance={clearance}
              side={side}
              placementId={placement.id}
              given={given}
              signatory={signatory}
            />
          ))}
        </ul>
      )}
    </div>
  )
}

/**
 * An NYSC placement's monthly clearance letters (decision 062): the corps member asks for each
 * month from the 24th; the company issues it in one click; both download it. Nothing for other
 * kinds of placement.
 */
export function ClearancePanel({ placement, side }: { placement: Placement; side: PlacementSide }) {
  if (placement.kind !== 'nysc') return null
  return (
    <Section title="Monthly clearance letters">
      <p className="mb-3 text-sm text-slate-600">
        {side === 'intern'
          ? 'Your Local Government Inspector clears you each month with a letter from your PPA. Ask for it from the 24th; the company is told and signs it.'
          : 'The corps member needs a signed letter each month for their Local Government Inspector. Issue it when they ask.'}
      </p>
      <ClearanceMonths placement={placement} side={side} />
    </Section>
  )
}
