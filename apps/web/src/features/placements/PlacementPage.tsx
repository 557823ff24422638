import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Link, useParams } from 'react-router'
import { formatNigerianMobile, type Placement, type PlacementSide } from '@app/domain'
import { Button } from '../../components/ui/Button'
import { LoadError } from '../../components/ui/LoadError'
import { Skeleton } from '../../components/ui/Skeleton'
import { ApiError } from '../../lib/api-client'
import { paths } from '../../lib/paths'
import { ClearancePanel } from './ClearancePanel'
import { placementQueries } from './placements.api'
import { LogbookPanel } from './LogbookPanel'
import { PlacementDocuments } from './PlacementDocuments'
import { Detail, Section } from './PlacementSection'
import { PlacementTimeline } from './PlacementTimeline'
import { placementDates, placementKindAndWeeks } from './placement-words'
import { ScheduleForm } from './ScheduleForm'
import { SiwesPapersPanel } from './SiwesPapersPanel'
import { StudentDetailsForm } from './StudentDetailsForm'
import { StipendPanel } from './StipendPanel'

function PlacementView({ placement, side }: { placement: Placement; side: PlacementSide }) {
  const [editing, setEditing] = useState(false)
  const { supervisor, student } = placement
  const canEditSchedule = side === 'company'
  const canEditStudent = side === 'intern' && placement.kind === 'siwes'

  return (
    <div className="space-y-5">
      <title>{`Placement: ${placement.roleTitle} — Internplace`}</title>
      <Link
        to={side === 'company' ? paths.company.placements.href() : paths.intern.placements.href()}
        className="text-sm font-medium text-brand-700 underline"
      >
        All placements
      </Link>
      <header>
        <h1 className="text-2xl font-bold break-words text-brand-900 sm:text-3xl">
          {placement.roleTitle}
        </h1>
        <p className="text-slate-700">
          {side === 'company' ? placement.internName : placement.companyName}
        </p>
        <p className="text-sm text-slate-600">{placementKindAndWeeks(placement)}</p>
      </header>

      <div role="status" className="rounded-xl border border-brand-200 bg-brand-50 p-4">
        <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">Due next</p>
        <p className="text-base font-semibold text-brand-900">{placement.next}</p>
      </div>

      <div className="grid gap-5 lg:grid-cols-[1fr_2fr]">
        <Section title="Timeline">
          <PlacementTimeline placement={placement} />
        </Section>

        <div className="space-y-5">
          <Section
            title="Dates and supervisor"
            action={
              canEditSchedule &&
              !editing && (
                <Button variant="secondary" onClick={() => setEditing(true)}>
                  {placement.startDate ? 'Change' : 'Add dates and supervisor'}
                </Button>
              )
            }
          >
            {canEditSchedule && editing ? (
              <ScheduleForm placement={placement} onDone={() => setEditing(false)} />
            ) : (
              <dl className="grid gap-3 sm:grid-cols-2">
                <Detail label="Dates">
                  {placement.startDate ? placementDates(placement) : ''}
                </Detail>
                <Detail label="Supervisor">{supervisor.name}</Detail>
                <Detail label="Supervisor's email">{supervisor.email}</Detail>
                <Detail label="Supervisor's mobile">
                  {supervisor.phone ? formatNigerianMobile(supervisor.phone) : ''}
                </Detail>
              </dl>
            )}
          </Section>

          {student && (
            <Section
              title="School details"
              action={
                canEditStudent &&
                !editing && (
                  <Button variant="secondary" onClick={() => setEditing(true)}>
                    {student.matricNumber ? 'Change' : 'Fill in your details'}
                  </Button>
                )
              }
            >
              {canEditStudent && editing ? (
                <StudentDetailsForm placement={placement} onDone={() => setEditing(false)} />
              ) : (
                <dl className="grid gap-3 sm:grid-cols-2">
                  <Detail label="Matriculation number">{student.matricNumber}</Detail>
                  <Detail label="Institution">{student.institution}</Detail>
                  <Detail label="Course">{student.course}</Detail>
                  <Detail label="Programme">{student.programme}</Detail>
                </dl>
              )}
            </Section>
          )}

          <SiwesPapersPanel placement={placement} side={side} />
          <ClearancePanel placement={placement} side={side} />
          <StipendPanel placement={placement} side={side} />
          <PlacementDocuments placementId={placement.id} side={side} />
        </div>
      </div>
      {placement.kind === 'siwes' && <LogbookPanel placement={placement} side={side} />}
    </div>
  )
}

function PlacementDetail({ side }: { side: PlacementSide }) {
  const { placementId = '' } = useParams()
  const query = useQuery(placementQueries.detail(side, placementId))
  if (query.isPending) {
    return (
      <div role="status" className="space-y-3">
        <span className="sr-only">Loading the placement…</span>
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="h-40 w-full rounded-xl" />
      </div>
    )
  }
  if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.status === 404
    return (
      <LoadError
        message={missing ? 'This placement was not found.' : 'The placement could not be loaded.'}
        onRetry={() => void query.refetch()}
      />
    )
  }
  return <PlacementView placement={query.data} side={side} />
}

/** /intern/placements/:placementId */
export const InternPlacementPage = () => <PlacementDetail side="intern" />

/** /company/placements/:placementId */
export const CompanyPlacementPage = () => <PlacementDetail side="company" />
