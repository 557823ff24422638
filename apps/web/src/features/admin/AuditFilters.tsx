import { useCallback } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useSearchParams } from 'react-router'
import {
  AUDIT_ACTION_LABELS,
  AUDIT_ACTIONS,
  AUDIT_TARGET_LABELS,
  AUDIT_TARGET_TYPES,
  type AuditAction,
  type AuditTargetType,
} from '@app/domain'
import { adminQueries, type AuditFilters } from './admin.api'
import { FilterBar, FilterSelect } from './FilterSelect'

const FILTER_KEYS = ['admin', 'action', 'targetType'] as const
type FilterKey = (typeof FILTER_KEYS)[number]

const isAction = (value: string | null): value is AuditAction =>
  value !== null && (AUDIT_ACTIONS as readonly string[]).includes(value)
const isTargetType = (value: string | null): value is AuditTargetType =>
  value !== null && (AUDIT_TARGET_TYPES as readonly string[]).includes(value)

/**
 * The audit log's filters, kept in the address like the page (useConsoleParams), so that Back, a
 * reload and a shared link show the same lines. A value the log does not know is ignored; a new
 * filter starts again at page 1.
 */
export function useAuditFilters() {
  const [params, setParams] = useSearchParams()
  const action = params.get('action')
  const targetType = params.get('targetType')
  const filters: AuditFilters = {
    admin: params.get('admin') || undefined,
    action: isAction(action) ? action : undefined,
    targetType: isTargetType(targetType) ? targetType : undefined,
  }
  const setFilter = useCallback(
    (key: FilterKey, value: string) =>
      setParams((current) => {
        const next = new URLSearchParams(current)
        if (value) next.set(key, value)
        else next.delete(key)
        next.delete('page')
        return next
      }),
    [setParams],
  )
  const clearFilters = useCallback(
    () =>
      setParams((current) => {
        const next = new URLSearchParams(current)
        for (const key of [...FILTER_KEYS, 'page']) next.delete(key)
        return next
      }),
    [setParams],
  )
  const isFiltered = FILTER_KEYS.some((key) => filters[key] !== undefined)
  return { filters, setFilter, clearFilters, isFiltered }
}

/** Who acted, what they did, on what: three choices above the log, and a way back to all. */
export function AuditFilterBar({
  filters,
  onChange,
  onClear,
}: {
  filters: AuditFilters
  onChange: (key: FilterKey, value: string) => void
  onClear: (() => void) | undefined
}) {
  const admins = useQuery(adminQueries.auditAdmins()).data?.admins ?? []
  // An admin named in the address stays choosable while the list loads, or if they never acted.
  const adminChoices = [...new Set([...admins, ...(filters.admin ? [filters.admin] : [])])]
  return (
    <FilterBar label="Filter the audit log">
      <FilterSelect
        label="Admin"
        value={filters.admin}
        anyLabel="All admins"
        options={adminChoices.map((email) => [email, email] as const)}
        onChange={(value) => onChange('admin', value)}
      />
      <FilterSelect
        label="Action"
        value={filters.action}
        anyLabel="All actions"
        options={Object.entries(AUDIT_ACTION_LABELS)}
        onChange={(value) => onChange('action', value)}
      />
      <FilterSelect
        label="Target"
        value={filters.targetType}
        anyLabel="All targets"
        options={Object.entries(AUDIT_TARGET_LABELS)}
        onChange={(value) => onChange('targetType', value)}
      />
      {onClear && (
        <button
          type="button"
          onClick={onClear}
          className="min-h-11 shrink-0 rounded-lg px-3 text-sm font-semibold text-brand-900 underline-offset-2 hover:underline"
        >
          Clear filters
        </button>
      )}
    </FilterBar>
  )
}
