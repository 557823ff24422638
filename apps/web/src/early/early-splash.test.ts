import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { SHELL_SPLASH_HTML } from '@app/domain'
import { SPLASH_SEEN_KEY as APP_SPLASH_SEEN_KEY } from '../components/layout/Splash'
import { SPLASH_SEEN_KEY, syncSplash } from './early-splash'

const shell = (inside = '') =>
  `<div id="root"><div class="shell"><div class="shell-bar">Internplace</div>${inside}</div></div>`

beforeEach(() => {
  document.body.innerHTML = shell()
})

afterEach(() => {
  sessionStorage.clear()
  window.history.replaceState(null, '', '/')
})

describe('syncSplash', () => {
  it('covers the shell with the splash on the home page until it was seen', () => {
    expect(SPLASH_SEEN_KEY).toBe(APP_SPLASH_SEEN_KEY)
    syncSplash()
    const splash = document.querySelector('#root .shell-splash')
    expect(splash?.textContent).toBe('Internplace')
    expect(splash?.getAttribute('role')).toBe('status')
    syncSplash()
    expect(document.querySelectorAll('.shell-splash')).toHaveLength(1)
  })

  it("takes the server's splash away once it was seen this session", () => {
    document.body.innerHTML = shell(SHELL_SPLASH_HTML)
    sessionStorage.setItem(SPLASH_SEEN_KEY, 'true')
    syncSplash()
    expect(document.querySelector('.shell-splash')).toBeNull()
  })

  it("takes the splash of the server's home page away once seen, and adds none to it", () => {
    const serverPage = `<div id="root"><div class="flex"><main id="main">Home</main>${SHELL_SPLASH_HTML}</div></div>`
    document.body.innerHTML = serverPage
    syncSplash()
    expect(document.querySelectorAll('.shell-splash')).toHaveLength(1)
    sessionStorage.setItem(SPLASH_SEEN_KEY, 'true')
    syncSplash()
    expect(document.querySelector('.shell-splash')).toBeNull()
    sessionStorage.clear()
    document.body.innerHTML =
      '<div id="root"><div class="flex"><main id="main">Home</main></div></div>'
    syncSplash()
    expect(document.querySelector('.shell-splash')).toBeNull()
  })

  it('leaves other pages, and the app once it is in, alone', () => {
    window.history.replaceState(null, '', '/find-internships')
    syncSplash()
    expect(document.querySelector('.shell-splash')).toBeNull()
    window.history.replaceState(null, '', '/')
    document.getElementById('root')!.innerHTML = '<main>The app</main>'
    syncSplash()
    expect(document.querySelector('.shell-splash')).toBeNull()
  })
})
