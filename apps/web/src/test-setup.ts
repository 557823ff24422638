import '@testing-library/jest-dom/vitest'
import { afterEach, vi } from 'vitest'
import { cleanup, configure } from '@testing-library/react'
import { clearToasts } from './components/ui/toast'

// findBy* and waitFor wait for a page that renders after a stubbed answer. On a busy two-core
// machine a whole page (router, query cache, a form) can take over a second to render, so the
// default 1 s made tests fail that were only slow. Timers the code waits on are faked, not waited on.
configure({ asyncUtilTimeout: 3_000 })

// Each test starts from nothing another left behind, whichever order they run in and whether the
// one before finished: real timers, empty storage, no toasts.
afterEach(() => {
  cleanup()
  vi.useRealTimers()
  localStorage.clear()
  sessionStorage.clear()
  clearToasts()
})
