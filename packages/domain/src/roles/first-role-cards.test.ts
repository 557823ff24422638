import { describe, expect, it } from 'vitest'
import {
  escapeHtml,
  firstRoleCardHtml,
  firstRoleListHtml,
  rolesFoundText,
  type FirstRoleCardRole,
} from './first-role-cards.js'

const role: FirstRoleCardRole = {
  id: '6f1c1f43-2f4b-4a55-8a43-2a3f0f6d1a10',
  title: 'Frontend Intern',
  location: 'Lagos',
  placementType: 'siwes',
  minimumSalary: 30_000,
  maximumSalary: 50_000,
  applicationDeadline: '2026-12-05',
  company: { companyName: 'Kobo Labs', verified: true },
}

/** The text a reader sees: tags dropped, entities read back. */
const textOf = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim()

describe('escapeHtml', () => {
  it('escapes the five characters that can end text or an attribute', () => {
    expect(escapeHtml(`<b a="1" b='2'>&</b>`)).toBe(
      '&lt;b a=&quot;1&quot; b=&#39;2&#39;&gt;&amp;&lt;/b&gt;',
    )
  })
})

describe('firstRoleCardHtml', () => {
  it('shows the company, the linked title, the place, placement, pay and deadline', () => {
    const html = firstRoleCardHtml(role, '2026-12-02')
    expect(html).toContain(`<a href="/roles/${role.id}">Frontend Intern</a>`)
    expect(textOf(html)).toBe(
      'Kobo Labs · Verified Frontend Intern Lagos SIWES/IT NGN 30,000–50,000 a month Closes 5 Dec · in 3 days',
    )
  })

  it('says how long ago the role was posted, and Actively reviewing while it is (decision 070)', () => {
    const fresh = { ...role, postedAt: new Date().toISOString() }
    expect(textOf(firstRoleCardHtml(fresh, '2026-12-02'))).toMatch(/in 3 days Posted today$/)
    expect(textOf(firstRoleCardHtml({ ...fresh, activelyReviewing: true }))).toMatch(
      /Posted today · Actively reviewing$/,
    )
  })

  it('says Unpaid and leaves out a missing deadline and an unverified mark', () => {
    const html = firstRoleCardHtml({
      ...role,
      minimumSalary: 0,
      maximumSalary: null,
      applicationDeadline: null,
      company: { companyName: 'Kobo Labs', verified: false },
    })
    expect(textOf(html)).toBe('Kobo Labs Frontend Intern Lagos SIWES/IT Unpaid')
  })

  it('writes everything a company wrote as text, never as markup', () => {
    const html = firstRoleCardHtml({
      ...role,
      title: '<img src=x onerror="alert(1)">Intern',
      location: `Lagos" onmouseover="alert('x')`,
      company: { companyName: '<script>alert(1)</script> & Co', verified: false },
    })
    expect(html).not.toContain('<img')
    expect(html).not.toContain('<script')
    expect(html).not.toContain('" onmouseover')
    expect(textOf(html)).toContain('<img src=x onerror="alert(1)">Intern')
    expect(textOf(html)).toContain('<script>alert(1)</script> & Co')
    expect(textOf(html)).toContain(`Lagos" onmouseover="alert('x')`)
  })

  it('escapes the link, so an odd id cannot leave the attribute', () => {
    const html = firstRoleCardHtml({ ...role, id: '1" onclick="x' })
    expect(html).toContain('href="/roles/1&quot; onclick=&quot;x"')
  })
})

describe('firstRoleListHtml', () => {
  it('is a labelled list of one card per role, in order', () => {
    const html = firstRoleListHtml(
      [role, { ...role, id: 'b', title: 'Data Intern' }],
      'Roles & more',
    )
    expect(html.startsWith('<ul class="fr-list" aria-label="Roles &amp; more">')).toBe(true)
    expect(html.match(/<li>/g)).toHaveLength(2)
    expect(html.indexOf('Frontend Intern')).toBeLessThan(html.indexOf('Data Intern'))
  })
})

describe('rolesFoundText', () => {
  it('counts roles, and says when the count was capped', () => {
    expect(rolesFoundText(1)).toBe('1 role found')
    expect(rolesFoundText(12)).toBe('12 roles found')
    expect(rolesFoundText(1000, true)).toBe('More than 1,000 roles found')
  })
})
