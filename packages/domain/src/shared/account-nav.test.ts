import { describe, expect, it } from 'vitest'
import { INTERN_NAV, currentNavLink, internInitial, isUnderRoute } from './account-nav.js'

describe('the current link of an account area', () => {
  const current = (pathname: string) => currentNavLink(INTERN_NAV, pathname)?.label ?? null

  it('is the link whose address or template matches the longest', () => {
    expect(current('/intern/roles')).toBe('Find Internships')
    // '/intern/roles' matches too, but Saved Roles' own address is longer.
    expect(current('/intern/roles/saved')).toBe('Saved Roles')
    expect(current('/roles/apply/7f1c')).toBe('Find Internships')
    expect(current('/application/review/7f1c')).toBe('Applications')
    expect(current('/intern/applications/42')).toBe('Applications')
    expect(current('/intern/settings/notifications')).toBe('Settings')
    expect(current('/intern/preview')).toBe('Profile')
  })

  it('is none on a page outside the links', () => {
    expect(current('/internchat/42')).toBeNull()
    expect(current('/')).toBeNull()
    // A shared beginning is not enough: whole segments match.
    expect(current('/intern/rolesx')).toBeNull()
  })
})

describe('an address under a route template', () => {
  it("matches segment by segment, ':name' any one, ':name?' one or none, letters' case aside", () => {
    expect(isUnderRoute('/roles/abc', '/roles/:roleId')).toBe(true)
    expect(isUnderRoute('/roles', '/roles/:roleId')).toBe(false)
    expect(isUnderRoute('/intern/settings', '/intern/settings/:section?')).toBe(true)
    expect(isUnderRoute('/intern/settings/alerts/x', '/intern/settings/:section?')).toBe(true)
    expect(isUnderRoute('/Intern/Roles', '/intern/roles')).toBe(true)
    expect(isUnderRoute('/intern/role', '/intern/roles')).toBe(false)
  })
})

describe("an intern's avatar letter", () => {
  it('is the first name’s, else the email’s', () => {
    expect(internInitial({ firstName: ' ada', email: 'x@example.com' })).toBe('A')
    expect(internInitial({ firstName: '', email: 'tolu@example.com' })).toBe('T')
    expect(internInitial({ firstName: null, email: 'zee@example.com' })).toBe('Z')
  })
})
