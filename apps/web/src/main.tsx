import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/App'
import { router } from './app/router'
import { bridgeSessions } from './lib/session-bridge'
import { keepTypedInput } from './lib/typed-input'
import { registerServiceWorkerAfterLoad } from './lib/register-service-worker'
import './index.css'

/**
 * index.html's shell stays until the router has loaded the page's chunks, so the screen never goes
 * blank between the shell and the page (decision 032).
 */
const routerReady = new Promise<void>((resolve) => {
  if (router.state.initialized) return resolve()
  const stop = router.subscribe((state) => {
    if (!state.initialized) return
    stop()
    resolve()
  })
})

// A session the server's forms started (no JavaScript) is the app's too before anything renders,
// so a member's page does not first ask them to sign in (decision 079).
void Promise.all([routerReady, bridgeSessions()]).then(() => {
  const root = document.getElementById('root')!
  // What was typed into the server's page before the scripts came is kept (issue 33).
  const restoreTypedInput = keepTypedInput(root)
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  )
  restoreTypedInput()
})

registerServiceWorkerAfterLoad()
