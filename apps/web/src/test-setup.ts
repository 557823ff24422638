import '@testing-library/jest-dom/vitest'
import { afterEach, vi } from 'vitest'
import { cleanup, configure } from '@testing-library/react'
import { options } from 'preact'
import { clearToasts } from './components/ui/toast'

// findBy* and waitFor wait for a page that renders after a stubbed answer. On a busy two-core
// machine a whole page (router, query cache, a form) can take over a second to render, so the
// default 1 s made tests fail that were only slow. Timers the code waits on are faked, not waited on.
configure({ asyncUtilTimeout: 3_000 })

// Preact runs effects after the browser paints (the next animation frame, at most 35 ms later);
// jsdom paints nothing, so "after paint" would be an arbitrary timer racing the test. Here effects
// run right after the render that scheduled them, as React runs those of an update it renders at
// once: a test that sees the page has also seen its effects (decision 035). Fake timers leave this
// alone (queueMicrotask is not faked).
options.requestAnimationFrame = (flush) => queueMicrotask(flush)

// Each test starts from nothing another left behind, whichever order they run in and whether the
// one before finished: real timers, empty storage, no toasts.
afterEach(() => {
  cleanup()
  vi.useRealTimers()
  localStorage.clear()
  sessionStorage.clear()
  clearToasts()
})
