import { QueryClient, onlineManager } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import type { Session } from '@app/domain'
import {
  OFFLINE_COPY_MAX_AGE_MS,
  OFFLINE_COPY_WRITE_DELAY_MS,
  keepOfflineCopy,
  offlineCopyKey,
} from './offline-cache'
import { clearSession, keptFirstRolesKey, saveSession } from './session'

const ADA = '00000000-0000-4000-8000-0000000000a1'
const BOLA = '00000000-0000-4000-8000-0000000000b2'

const sessionOf = (id: string): Session =>
  ({
    token: `token-${id}`,
    expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
    account: { id, email: `${id}@example.ng`, kind: 'intern', profileComplete: true },
  }) as Session

const SAVED = ['intern-roles', 'saved', { page: 1 }]
const APPLICATIONS = ['intern-applications', 'list', { page: 1 }]
const PUBLIC = ['public-roles', 'list', { page: 1 }]

let stops: (() => void)[] = []
/** A fresh app start: a new query cache, as after a reload, kept by the offline copy. */
function start() {
  const queryClient = new QueryClient()
  stops.push(keepOfflineCopy(queryClient))
  return queryClient
}
/** The copy is written a moment after answers arrive. */
const settle = () => vi.advanceTimersByTime(OFFLINE_COPY_WRITE_DELAY_MS)

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
  onlineManager.setOnline(true)
})
afterEach(() => {
  for (const stop of stops) stop()
  stops = []
  onlineManager.setOnline(true)
})

describe('the offline copy of an account’s data', () => {
  test('starting offline, the saved roles and applications seen last are shown', () => {
    saveSession(sessionOf(ADA))
    const online = start()
    online.setQueryData(SAVED, { docs: ['Data Analyst Intern'] })
    online.setQueryData(APPLICATIONS, { docs: ['Backend Intern'] })
    settle()

    onlineManager.setOnline(false)
    const offline = start()
    expect(offline.getQueryData(SAVED)).toEqual({ docs: ['Data Analyst Intern'] })
    expect(offline.getQueryData(APPLICATIONS)).toEqual({ docs: ['Backend Intern'] })
  })

  test('starting offline, an application’s interview and the upcoming interviews seen last are shown', () => {
    saveSession(sessionOf(ADA))
    const online = start()
    // interviewQueries.forApplication('intern', …) and interviewQueries.upcoming('intern').
    const ofApplication = ['interviews', 'intern', 'application', 'application-1']
    const upcoming = ['interviews', 'intern', 'upcoming']
    online.setQueryData(ofApplication, [{ id: 'interview-1', status: 'scheduled' }])
    online.setQueryData(upcoming, [{ id: 'interview-1' }])
    settle()

    onlineManager.setOnline(false)
    const offline = start()
    expect(offline.getQueryData(ofApplication)).toEqual([
      { id: 'interview-1', status: 'scheduled' },
    ])
    expect(offline.getQueryData(upcoming)).toEqual([{ id: 'interview-1' }])
  })

  test('starting online, the copy is not shown: the server answers', () => {
    saveSession(sessionOf(ADA))
    start().setQueryData(SAVED, { docs: ['Data Analyst Intern'] })
    settle()
    expect(start().getQueryData(SAVED)).toBeUndefined()
  })

  test('public lists are not kept', () => {
    saveSession(sessionOf(ADA))
    start().setQueryData(PUBLIC, { docs: ['Anyone can see this'] })
    settle()
    onlineManager.setOnline(false)
    expect(start().getQueryData(PUBLIC)).toBeUndefined()
  })

  test('a page not open any more keeps what it showed when the copy is written again', () => {
    saveSession(sessionOf(ADA))
    start().setQueryData(SAVED, { docs: ['Data Analyst Intern'] })
    settle()
    start().setQueryData(APPLICATIONS, { docs: ['Backend Intern'] })
    settle()
    onlineManager.setOnline(false)
    const offline = start()
    expect(offline.getQueryData(SAVED)).toEqual({ docs: ['Data Analyst Intern'] })
    expect(offline.getQueryData(APPLICATIONS)).toEqual({ docs: ['Backend Intern'] })
  })

  test('a copy older than two weeks is not shown', () => {
    saveSession(sessionOf(ADA))
    start().setQueryData(SAVED, { docs: ['Data Analyst Intern'] })
    settle()
    vi.advanceTimersByTime(OFFLINE_COPY_MAX_AGE_MS + 1)
    onlineManager.setOnline(false)
    expect(start().getQueryData(SAVED)).toBeUndefined()
  })

  test('signing out removes the copy', () => {
    saveSession(sessionOf(ADA))
    start().setQueryData(SAVED, { docs: ['Data Analyst Intern'] })
    settle()
    localStorage.setItem(keptFirstRolesKey(ADA), '{}')
    expect(localStorage.getItem(offlineCopyKey(ADA))).not.toBeNull()
    clearSession()
    expect(localStorage.getItem(offlineCopyKey(ADA))).toBeNull()
    expect(localStorage.getItem(keptFirstRolesKey(ADA))).toBeNull()
  })

  test('another account signing in on the same device never sees the first one’s data', () => {
    saveSession(sessionOf(ADA))
    const shared = start()
    shared.setQueryData(SAVED, { docs: ['Ada’s saved role'] })
    settle()
    localStorage.setItem(keptFirstRolesKey(ADA), '{}')
    // Signing in again as herself keeps Ada's copies.
    saveSession(sessionOf(ADA))
    expect(localStorage.getItem(offlineCopyKey(ADA))).not.toBeNull()
    expect(localStorage.getItem(keptFirstRolesKey(ADA))).toBe('{}')

    // Bola signs in in the same tab: Ada's copy goes, and Ada's answers still in memory are
    // not written under Bola's name.
    saveSession(sessionOf(BOLA))
    expect(localStorage.getItem(offlineCopyKey(ADA))).toBeNull()
    expect(localStorage.getItem(keptFirstRolesKey(ADA))).toBeNull()
    shared.setQueryData(APPLICATIONS, { docs: ['Bola’s application'] })
    settle()

    onlineManager.setOnline(false)
    const offline = start()
    expect(offline.getQueryData(SAVED)).toBeUndefined()
    expect(offline.getQueryData(APPLICATIONS)).toEqual({ docs: ['Bola’s application'] })
  })

  test('signed out, nothing is kept', () => {
    start().setQueryData(SAVED, { docs: ['Data Analyst Intern'] })
    settle()
    expect(Object.keys(localStorage)).toEqual([])
  })
})

test('when the network goes while the app is open, pages not yet opened show what was kept', () => {
  saveSession(sessionOf(ADA))
  start().setQueryData(SAVED, { docs: ['Data Analyst Intern'] })
  settle()

  const later = start()
  later.setQueryData(APPLICATIONS, { docs: ['Backend Intern, as of now'] })
  expect(later.getQueryData(SAVED)).toBeUndefined()
  onlineManager.setOnline(false)
  expect(later.getQueryData(SAVED)).toEqual({ docs: ['Data Analyst Intern'] })
  // What the app already holds is not replaced by an older copy.
  expect(later.getQueryData(APPLICATIONS)).toEqual({ docs: ['Backend Intern, as of now'] })
})
