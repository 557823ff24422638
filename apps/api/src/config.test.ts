import { describe, expect, it } from 'vitest'
import { loadConfig } from './config.js'

describe('loadConfig', () => {
  it('points mail links at the port the server listens on when PUBLIC_URL is not set', () => {
    expect(loadConfig({ PORT: '3307' }).PUBLIC_URL).toBe('http://localhost:3307')
    expect(loadConfig({}).PUBLIC_URL).toBe('http://localhost:3000')
  })

  it('keeps a PUBLIC_URL that is set, whatever the port', () => {
    const config = loadConfig({ PORT: '8080', PUBLIC_URL: 'https://internplace.ng' })
    expect(config.PUBLIC_URL).toBe('https://internplace.ng')
  })

  it('refuses a PUBLIC_URL that is not an address', () => {
    expect(() => loadConfig({ PUBLIC_URL: 'internplace' })).toThrow(/PUBLIC_URL/)
  })
})
