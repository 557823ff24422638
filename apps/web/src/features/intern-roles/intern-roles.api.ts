import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import type { InternRole, PageMeta } from '@app/domain'
import { api } from '../../lib/api-client'
import { internRoleQueries, type InternRoleFilters } from '../../lib/intern-role-queries'

/** The four chips are one choice: two narrow by work type, two only change the order. */
export const ROLE_PILLS = [
  { id: 'relevant', label: 'Most Relevant' },
  { id: 'remote', label: 'Remote' },
  { id: 'recent', label: 'Most Recent' },
  { id: 'on_site', label: 'On-Site' },
] as const
export type RolePill = (typeof ROLE_PILLS)[number]['id']
export const DEFAULT_ROLE_PILL: RolePill = 'relevant'
export const isRolePill = (value: string | null): value is RolePill =>
  ROLE_PILLS.some((pill) => pill.id === value)

/** Spec §7: 'Most Relevant' sends nothing (the server ranks by compatibility). */
export function pillQuery(pill: RolePill): Pick<InternRoleFilters, 'type' | 'sort'> {
  if (pill === 'recent') return { sort: '-createdAt' }
  if (pill === 'remote' || pill === 'on_site') return { type: pill }
  return {}
}

type RolePage = { docs: InternRole[]; meta: PageMeta }

/** Marks the role saved or not in every cached list and detail, so each card agrees at once. */
function markSaved(queryClient: QueryClient, roleId: string, isSaved: boolean) {
  const mark = (role: InternRole) => (role.id === roleId ? { ...role, isSaved } : role)
  queryClient.setQueriesData<RolePage>({ queryKey: internRoleQueries.lists() }, (page) =>
    page ? { ...page, docs: page.docs.map(mark) } : page,
  )
  queryClient.setQueryData(internRoleQueries.detail(roleId).queryKey, (role) =>
    role ? mark(role) : role,
  )
}

const savePath = (roleId: string) => `/users/roles/save/${encodeURIComponent(roleId)}`

/** Save for later, or undo it (DESIGN allows unsaving). */
export function useSaveRole() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ roleId, save }: { roleId: string; save: boolean }) =>
      api(savePath(roleId), { method: save ? 'POST' : 'DELETE', data: z.unknown() }),
    onSuccess: (_answer, { roleId, save }) => {
      markSaved(queryClient, roleId, save)
      void queryClient.invalidateQueries({ queryKey: internRoleQueries.savedLists() })
    },
  })
}
