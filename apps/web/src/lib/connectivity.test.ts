import { QueryClient, onlineManager } from '@tanstack/react-query'
import { afterEach, expect, test, vi } from 'vitest'
import { ApiError, NETWORK_ERROR_MESSAGE } from './api-client'
import { CONNECTIVITY_PROBE_MS, watchConnectivity } from './connectivity'

afterEach(() => onlineManager.setOnline(true))

const failWith = (queryClient: QueryClient, error: Error) =>
  queryClient
    .fetchQuery({ queryKey: ['intern-roles', 'saved'], queryFn: () => Promise.reject(error) })
    .catch(() => undefined)

test('a request that cannot reach the server makes the app offline until the server answers again', async () => {
  vi.useFakeTimers()
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  let isServerUp = false
  const probe = vi.fn(() => Promise.resolve(isServerUp))
  const stop = watchConnectivity(queryClient, probe)

  await failWith(queryClient, new ApiError(0, NETWORK_ERROR_MESSAGE))
  expect(onlineManager.isOnline()).toBe(false)

  await vi.advanceTimersByTimeAsync(CONNECTIVITY_PROBE_MS)
  expect(probe).toHaveBeenCalledTimes(1)
  expect(onlineManager.isOnline()).toBe(false)

  isServerUp = true
  await vi.advanceTimersByTimeAsync(CONNECTIVITY_PROBE_MS)
  expect(onlineManager.isOnline()).toBe(true)
  stop()
})

test('an answer from the server, even a refusal, says nothing about the network', async () => {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const stop = watchConnectivity(queryClient, () => Promise.resolve(true))
  await failWith(queryClient, new ApiError(500, 'Something went wrong', 'INTERNAL'))
  await failWith(queryClient, new ApiError(404, 'Not found', 'NOT_FOUND'))
  expect(onlineManager.isOnline()).toBe(true)
  stop()
})
