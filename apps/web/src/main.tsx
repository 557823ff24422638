import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/App'
import { router } from './app/router'
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

void routerReady.then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
)

registerServiceWorkerAfterLoad()
