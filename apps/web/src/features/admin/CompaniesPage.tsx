import { useId, useState, type ReactElement } from 'react'
import { useQuery } from '@tanstack/react-query'
import type { AdminCompany } from '@app/domain'
import { Button } from '../../components/ui/Button'
import { Tabs } from '../../components/ui/Tabs'
import { toast } from '../../components/ui/toast'
import { formatDateTime, formatPhone, formatWaiting } from '../../lib/screen-format'
import {
  adminQueries,
  useRejectCompany,
  useVerifyCompany,
  type CompanyQueueStatus,
} from './admin.api'
import { ConsoleList } from './ConsoleList'
import { ConsoleCard, ConsoleHeading, ConsoleSearch, Facts, StatusPill } from './ConsoleParts'
import { DocumentViewer } from './DocumentViewer'
import { ReasonDialog } from './ReasonDialog'
import { useConsoleParams } from './useConsoleParams'

const TABS: { id: CompanyQueueStatus; label: string }[] = [
  { id: 'pending', label: 'Waiting' },
  { id: 'verified', label: 'Verified' },
  { id: 'rejected', label: 'Rejected' },
  { id: 'all', label: 'All' },
]
const TAB_IDS = TABS.map((tab) => tab.id)

const EMPTY: Record<CompanyQueueStatus, string> = {
  pending: 'No company is waiting for verification',
  verified: 'No verified companies found',
  rejected: 'No rejected companies found',
  all: 'No companies found',
}

const STATUS_PILL: Record<AdminCompany['verificationStatus'], ReactElement> = {
  unsubmitted: <StatusPill tone="neutral">No document</StatusPill>,
  pending: <StatusPill tone="warn">Waiting</StatusPill>,
  verified: <StatusPill tone="good">Verified</StatusPill>,
  rejected: <StatusPill tone="bad">Rejected</StatusPill>,
}

/** The console gets the number whole ('+2348012345678'); shown as people say it, like elsewhere. */
const phoneOf = (phone: string) =>
  phone.startsWith('+234') ? formatPhone('+234', phone.slice(4)) : phone

const nameOf = (company: AdminCompany) => company.companyName?.trim() || company.email

function CompanyRow({ company }: { company: AdminCompany }) {
  const [action, setAction] = useState<'verify' | 'reject' | null>(null)
  const [isDocumentOpen, setIsDocumentOpen] = useState(company.verificationStatus === 'pending')
  const documentId = useId()
  const verify = useVerifyCompany()
  const reject = useRejectCompany()
  const name = nameOf(company)
  const place = [company.city, company.state].filter(Boolean).join(', ')

  const close = () => {
    setAction(null)
    verify.reset()
    reject.reset()
  }

  return (
    <ConsoleCard
      heading={
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="text-lg font-semibold break-words text-brand-900">{name}</h2>
          {company.verificationStatus === 'pending' && company.submittedAt ? (
            <StatusPill tone="warn">{formatWaiting(company.submittedAt)}</StatusPill>
          ) : (
            STATUS_PILL[company.verificationStatus]
          )}
          {company.accountStatus === 'suspended' && <StatusPill tone="bad">Suspended</StatusPill>}
        </div>
      }
      actions={
        company.verificationStatus === 'pending' ? (
          <>
            <Button onClick={() => setAction('verify')}>Verify</Button>
            <Button variant="danger" onClick={() => setAction('reject')}>
              Reject
            </Button>
          </>
        ) : (
          // A verified company found out later (a forged certificate) loses its badge the same
          // way: the API rejects a verified company too (decision 021).
          company.verificationStatus === 'verified' && (
            <Button variant="danger" onClick={() => setAction('reject')}>
              Withdraw verification
            </Button>
          )
        )
      }
    >
      <Facts
        items={[
          ['CAC number', company.rcNumber],
          ['Email', company.email],
          ['Industry', company.industryType],
          ['Location', place],
          ['Phone', company.phone && phoneOf(company.phone)],
          ['Document sent', company.submittedAt && formatDateTime(company.submittedAt)],
          ...(company.verifiedAt
            ? ([['Verified', formatDateTime(company.verifiedAt)]] as [string, string][])
            : []),
          ...(company.verificationNote
            ? ([
                [
                  company.verificationStatus === 'rejected' ? 'Reason' : 'Note',
                  company.verificationNote,
                ],
              ] as [string, string][])
            : []),
        ]}
      />
      {company.verificationDocument && (
        <div className="pt-2">
          <button
            type="button"
            aria-expanded={isDocumentOpen}
            aria-controls={documentId}
            onClick={() => setIsDocumentOpen((open) => !open)}
            className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
          >
            {isDocumentOpen ? 'Hide CAC document' : 'Show CAC document'}
          </button>
          <div id={documentId} hidden={!isDocumentOpen}>
            {isDocumentOpen && (
              <DocumentViewer
                src={company.verificationDocument}
                title={`CAC document of ${name}`}
              />
            )}
          </div>
        </div>
      )}

      <ReasonDialog
        isOpen={action === 'verify'}
        title={`Verify ${name}?`}
        description="Its roles go public with the Verified badge, and the company is told by notification and email."
        label="Note (optional, kept in the audit log)"
        isRequired={false}
        confirmLabel="Verify company"
        pendingLabel="Verifying..."
        isPending={verify.isPending}
        error={verify.error}
        onClose={close}
        onConfirm={(note) =>
          verify.mutate(
            { id: company.id, note: note || undefined },
            {
              onSuccess: () => {
                toast.success(`${name} is verified.`)
                close()
              },
            },
          )
        }
      />
      <ReasonDialog
        isOpen={action === 'reject'}
        title={
          company.verificationStatus === 'verified'
            ? `Withdraw ${name}'s verification?`
            : `Reject ${name}?`
        }
        description={
          company.verificationStatus === 'verified'
            ? 'Its roles lose the Verified badge; the company is told the reason and can upload a new document.'
            : 'The company is told the reason and can upload a new document.'
        }
        label="Reason (the company sees it)"
        isRequired
        variant="danger"
        confirmLabel={
          company.verificationStatus === 'verified' ? 'Withdraw verification' : 'Reject document'
        }
        pendingLabel="Rejecting..."
        isPending={reject.isPending}
        error={reject.error}
        onClose={close}
        onConfirm={(reason) =>
          reject.mutate(
            { id: company.id, reason },
            {
              onSuccess: () => {
                toast.success(`${name} was told why its document was rejected.`)
                close()
              },
            },
          )
        }
      />
    </ConsoleCard>
  )
}

/** The verification queue: companies that sent a CAC document, oldest first. */
export function CompaniesPage() {
  const { tab, page, search, update } = useConsoleParams(TAB_IDS, 'pending')
  const companies = useQuery(adminQueries.companies(tab, search, page))
  const list = (
    <>
      <ConsoleSearch
        label="Search companies"
        placeholder="Search by name, email or CAC number"
        value={search}
        onCommit={(value) => update({ search: value })}
      />
      <ConsoleList
        query={companies}
        label={tab === 'pending' ? 'Companies waiting for verification' : 'Companies'}
        empty={{
          title: EMPTY[tab],
          description: search ? 'Try another search.' : undefined,
        }}
        onPageChange={(next) => update({ page: next })}
        itemKey={(company) => company.id}
        renderItem={(company) => <CompanyRow company={company} />}
      />
    </>
  )
  return (
    <>
      <ConsoleHeading
        title="Company verification"
        intro="Check each company's CAC document against its details. The oldest waiting come first."
      />
      <Tabs
        label="Verification status"
        selectedId={tab}
        onSelect={(id) => update({ tab: id as CompanyQueueStatus })}
        tabs={TABS.map(({ id, label }) => ({ id, label, panel: id === tab ? list : null }))}
      />
    </>
  )
}
