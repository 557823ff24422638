import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import { z } from 'zod'
import {
  AccountChannelsSchema,
  AccountPreferencesSchema,
  AccountSessionSchema,
  ChallengeSchema,
  PendingPhoneSchema,
  VerifiedPhoneSchema,
  type AccountChangeInput,
  type AccountChannels,
  type AccountChannelsPatch,
  type AccountPreferences,
} from '@app/domain'
import { toast } from '../../components/ui/toast'
import { api } from '../../lib/api-client'
import { companyQueries, internQueries } from '../../lib/account-queries'
import { clearSession } from '../../lib/session'
import { paths } from '../../lib/paths'

export const settingsQueries = {
  all: ['account'] as const,
  sessions: () =>
    queryOptions({
      queryKey: [...settingsQueries.all, 'sessions'] as const,
      queryFn: ({ signal }) =>
        api('/account/sessions', { data: z.array(AccountSessionSchema), signal }),
      // Devices come and go; this list is worth reading fresh on every visit.
      staleTime: 0,
    }),
  preferences: () =>
    queryOptions({
      queryKey: [...settingsQueries.all, 'preferences'] as const,
      queryFn: ({ signal }) =>
        api('/account/preferences', { data: AccountPreferencesSchema, signal }),
    }),
  /** The verified number, one waiting for its code, and where notices go (DESIGN §11 Channels). */
  channels: () =>
    queryOptions({
      queryKey: [...settingsQueries.all, 'channels'] as const,
      queryFn: ({ signal }) => api('/account/channels', { data: AccountChannelsSchema, signal }),
    }),
}

/** Changes the cached channels at once, then reads what the server made of the change. */
function useChannelsUpdate() {
  const queryClient = useQueryClient()
  const { queryKey } = settingsQueries.channels()
  return (change: Partial<AccountChannels>) => {
    queryClient.setQueryData(queryKey, (channels) => channels && { ...channels, ...change })
    return queryClient.invalidateQueries({ queryKey })
  }
}

/** Texts a code to the number (also to send a new one); the number waits until it is confirmed. */
export function useAddPhone() {
  const update = useChannelsUpdate()
  return useMutation({
    mutationFn: (phone: string) =>
      api('/account/phone', {
        method: 'POST',
        body: { phone },
        data: PendingPhoneSchema,
      }),
    onSuccess: ({ pendingPhone }) => update({ pendingPhone }),
  })
}

export function useVerifyPhone() {
  const update = useChannelsUpdate()
  return useMutation({
    mutationFn: (code: string) =>
      api('/account/phone/verify', { method: 'POST', body: { code }, data: VerifiedPhoneSchema }),
    onSuccess: ({ phone }) => update({ phone, phoneVerified: true, pendingPhone: null }),
  })
}

export function useRemovePhone() {
  const update = useChannelsUpdate()
  return useMutation({
    mutationFn: () => api('/account/phone', { method: 'DELETE', data: z.unknown() }),
    onSuccess: () => update({ phone: null, phoneVerified: false, pendingPhone: null }),
  })
}

export function useSaveChannels() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (patch: AccountChannelsPatch) =>
      api('/account/channels', { method: 'PATCH', body: patch, data: AccountChannelsSchema }),
    onSuccess: (saved) => queryClient.setQueryData(settingsQueries.channels().queryKey, saved),
  })
}

/** Mails a code for a change of name, email or phone; nothing changes until it is confirmed. */
export function useRequestChange() {
  return useMutation({
    mutationFn: (change: AccountChangeInput) =>
      api('/account/changes', { method: 'POST', body: change, data: ChallengeSchema }),
  })
}

export function useConfirmChange() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: { id: string; otp: string }) =>
      api('/account/changes/confirm', { method: 'POST', body: input, data: z.unknown() }),
    // The changed email or phone is part of the profile, whichever kind of account this is.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: companyQueries.all }),
        queryClient.invalidateQueries({ queryKey: internQueries.all }),
      ]),
  })
}

export function useSavePreferences() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (preferences: AccountPreferences) =>
      api('/account/preferences', {
        method: 'PUT',
        body: preferences,
        data: AccountPreferencesSchema,
      }),
    onSuccess: (saved) => queryClient.setQueryData(settingsQueries.preferences().queryKey, saved),
  })
}

export function useSignOutDevice() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) =>
      api(`/account/sessions/${id}`, { method: 'DELETE', data: z.unknown() }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: settingsQueries.sessions().queryKey }),
  })
}

/** Forgets the session here and leaves for /onboarding, then drops every cached answer. */
function useLeave() {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  return async (message: string) => {
    clearSession()
    await navigate(paths.onboarding.href(), { replace: true })
    queryClient.clear()
    toast.success(message)
  }
}

export function useSignOutEverywhere() {
  const leave = useLeave()
  return useMutation({
    mutationFn: () => api('/sessions', { method: 'DELETE', data: z.unknown() }),
    onSuccess: () => leave('You have been signed out of all devices.'),
  })
}

export function useDeleteAccount() {
  const leave = useLeave()
  return useMutation({
    mutationFn: () =>
      api('/account', { method: 'DELETE', body: { confirm: 'DELETE' }, data: z.unknown() }),
    onSuccess: () => leave('Your account has been deleted.'),
  })
}

/**
 * `GET /account/export` (decision 022): everything held about the account, saved by the browser
 * as a .json file named after the day it was made.
 */
export function useExportData() {
  return useMutation({
    mutationFn: async () => {
      const data = await api('/account/export', {
        data: z.object({ exportedAt: z.string() }).loose(),
      })
      const file = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' })
      const url = URL.createObjectURL(file)
      const link = document.createElement('a')
      link.href = url
      link.download = `internplace-data-${data.exportedAt.slice(0, 10)}.json`
      document.body.append(link)
      link.click()
      link.remove()
      // The click has handed the file to the browser; the address is no longer needed.
      setTimeout(() => URL.revokeObjectURL(url), 0)
    },
  })
}
