import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { SPLASH_SEEN_KEY as APP_SPLASH_SEEN_KEY } from '../components/layout/Splash'
import { SPLASH_SEEN_KEY, drawSplash } from './early-splash'

beforeEach(() => {
  document.body.innerHTML =
    '<div id="root"><div class="shell"><div class="shell-bar">Internplace</div></div></div>'
})

afterEach(() => {
  sessionStorage.clear()
  window.history.replaceState(null, '', '/')
})

describe('drawSplash', () => {
  it('covers the shell with the splash on the home page, once per session', () => {
    expect(SPLASH_SEEN_KEY).toBe(APP_SPLASH_SEEN_KEY)
    expect(drawSplash()).toBe(true)
    const splash = document.querySelector('#root .shell-splash')
    expect(splash?.textContent).toBe('Internplace')
    expect(splash?.getAttribute('role')).toBe('status')
  })

  it('draws nothing once the splash was seen, on other pages, or once the app is in', () => {
    sessionStorage.setItem(SPLASH_SEEN_KEY, 'true')
    expect(drawSplash()).toBe(false)
    sessionStorage.clear()
    window.history.replaceState(null, '', '/find-internships')
    expect(drawSplash()).toBe(false)
    window.history.replaceState(null, '', '/')
    document.getElementById('root')!.innerHTML = '<main>The app</main>'
    expect(drawSplash()).toBe(false)
    expect(document.querySelector('.shell-splash')).toBeNull()
  })
})
