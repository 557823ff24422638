import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { PUBLIC_ROLES_PAGE_SIZE, SHELL_SPLASH_HTML } from '@app/domain'
import { roles } from '../../db/schema.js'
import { useTestApp } from '../../../test/test-app.js'
import { UNVERIFIED_COMPANY, createAccount } from '../../../test/factories.js'
import { roleWordColumns } from './role-search.js'

/** The built index.html's shape: the shell's main part between the markers the server looks for. */
const INDEX_HTML =
  '<!doctype html><div id="root"><div class="shell-bar">Internplace</div>' +
  '<!--shell-main--><div class="shell-main" role="status">skeleton</div><!--/shell-main-->' +
  '</div><script type="module" src="/assets/app.js"></script>'

const t = useTestApp({
  env: () => {
    const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'))
    fs.writeFileSync(path.join(webDist, 'index.html'), INDEX_HTML)
    return { WEB_DIST: webDist }
  },
})

type RoleFields = Partial<typeof roles.$inferInsert> & { title: string }

async function addRole(companyId: string, role: RoleFields) {
  const values = {
    roleSummary: 'Work with a friendly team.',
    responsibilities: ['Ship features'],
    requirements: ['Curiosity'],
    location: 'Lagos',
    type: 'remote' as const,
    minimumSalary: 50_000,
    maximumSalary: 80_000,
    durationMonths: 6,
    term: 'month' as const,
    ...role,
  }
  await t.database.db
    .insert(roles)
    .values({ companyId, ...values, ...roleWordColumns({ ...values, companyName: 'Kobo' }) })
}

async function company(options: Parameters<typeof createAccount>[2] = {}) {
  const { account } = await createAccount(t.database.db, 'company', options)
  return account.id
}

const page = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url })
  expect(res.statusCode).toBe(200)
  expect(res.headers['content-type']).toContain('text/html')
  expect(res.headers['cache-control']).toBe('no-cache')
  return res.body
}
/** The role titles in the HTML, as a reader sees them. */
const titlesIn = (html: string) =>
  [...html.matchAll(/<h3><a href="\/roles\/[^"]+">([^<]*)<\/a><\/h3>/g)].map((match) => match[1])

describe('GET /find-internships before the scripts arrive', () => {
  it('writes the first page of remote roles (the default pill) as plain cards in the shell', async () => {
    const kobo = await company()
    await addRole(kobo, {
      title: 'Data Analyst Intern',
      location: 'Lagos',
      placementType: 'siwes',
      minimumSalary: 0,
      maximumSalary: null,
      applicationDeadline: '2099-01-31',
    })
    await addRole(kobo, { title: 'Site Engineer', type: 'on_site' })

    const html = await page('/find-internships')
    expect(titlesIn(html)).toEqual(['Data Analyst Intern'])
    expect(html).not.toContain('skeleton')
    expect(html).toContain('<div class="shell-bar">Internplace</div>')
    expect(html).toContain('<script type="module" src="/assets/app.js"></script>')
    expect(html).toContain('<h2>1 role found</h2>')
    expect(html).toContain('<ul class="fr-list" aria-label="Roles">')
    expect(html).toMatch(/<a href="\/roles\/[0-9a-f-]{36}">Data Analyst Intern<\/a>/)
    expect(html).toContain('<span class="fr-badge">SIWES/IT</span> Unpaid')
    expect(html).toContain('Closes 31 Jan · in ')
    expect(html).toContain('Lagos')
  })

  it('escapes what companies write', async () => {
    const kobo = await company({ company: { companyName: `Ade & "Sons" <Ltd>` } })
    await addRole(kobo, { title: `<script>alert('x')</script> "Intern"`, location: '<b>Ikeja</b>' })

    const html = await page('/find-internships')
    expect(html).not.toContain('<script>alert')
    expect(html).not.toContain('<b>Ikeja')
    expect(html).toContain('&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &quot;Intern&quot;')
    expect(html).toContain('Ade &amp; &quot;Sons&quot; &lt;Ltd&gt; · Verified')
    expect(html).toContain('&lt;b&gt;Ikeja&lt;/b&gt;')
  })

  it('follows the filters in the address, as the page does', async () => {
    const kobo = await company()
    await addRole(kobo, { title: 'Remote Writer', type: 'remote' })
    await addRole(kobo, { title: 'Lagos Engineer', type: 'on_site', location: 'Lagos' })
    await addRole(kobo, { title: 'Kano Engineer', type: 'on_site', location: 'Kano' })
    await addRole(kobo, { title: 'NYSC Engineer', type: 'on_site', placementType: 'nysc' })

    expect(titlesIn(await page('/find-internships?filter=on_site&location=kano'))).toEqual([
      'Kano Engineer',
    ])
    expect(titlesIn(await page('/find-internships?filter=on_site&placementType=nysc'))).toEqual([
      'NYSC Engineer',
    ])
    expect(titlesIn(await page('/find-internships?search=writer&filter=recent'))).toEqual([
      'Remote Writer',
    ])
    // An unknown pill or placement type is the default, as on the page.
    expect(titlesIn(await page('/find-internships?filter=nonsense&placementType=x'))).toEqual([
      'Remote Writer',
    ])
    const none = await page('/find-internships?search=astronaut')
    expect(none).toContain('No jobs match your criteria')
  })

  it('a placement type alone shows every work type, and an empty list names its filters (decision 038)', async () => {
    const kobo = await company()
    await addRole(kobo, { title: 'Remote Writer', type: 'remote' })
    await addRole(kobo, { title: 'Plant SIWES Trainee', type: 'on_site', placementType: 'siwes' })

    expect(titlesIn(await page('/find-internships?placementType=siwes'))).toEqual([
      'Plant SIWES Trainee',
    ])
    // A Remote chosen in the address stays on beside the placement type.
    const none = await page('/find-internships?placementType=siwes&filter=remote')
    expect(titlesIn(none)).toEqual([])
    expect(none).toContain(
      '<p>No jobs match your criteria</p><p>No roles match Remote + SIWES/IT.</p>',
    )
    const words = await page('/find-internships?search=%3Cb%3E')
    expect(words).toContain('<p>No roles match “&lt;b&gt;” + Remote.</p>')
  })

  it('shows no role of an unverified company, a closed role or one past its deadline', async () => {
    const waiting = await company({ company: UNVERIFIED_COMPANY })
    const kobo = await company()
    await addRole(waiting, { title: 'Unverified Role' })
    await addRole(kobo, { title: 'Closed Role', closedAt: new Date() })
    await addRole(kobo, { title: 'Past Role', applicationDeadline: '2020-01-01' })
    await addRole(kobo, { title: 'Open Role' })

    expect(titlesIn(await page('/find-internships'))).toEqual(['Open Role'])
  })

  it('writes one page of roles at most, the page in the address', async () => {
    const kobo = await company()
    const now = Date.now()
    for (let i = 0; i < PUBLIC_ROLES_PAGE_SIZE + 3; i++) {
      await addRole(kobo, { title: `Role ${i}`, createdAt: new Date(now - i * 60_000) })
    }
    const first = titlesIn(await page('/find-internships'))
    expect(first).toHaveLength(PUBLIC_ROLES_PAGE_SIZE)
    expect(first[0]).toBe('Role 0')
    expect(titlesIn(await page('/find-internships?page=2'))).toEqual([
      'Role 10',
      'Role 11',
      'Role 12',
    ])
  })

  it('keeps the skeleton for an address the list would refuse, and for other pages', async () => {
    expect(await page(`/find-internships?search=${'a'.repeat(500)}`)).toContain('skeleton')
    expect(await page('/about')).toContain('skeleton')
  })
})

describe('GET / before the scripts arrive', () => {
  it('writes the splash into the shell, and no other page gets it', async () => {
    const home = await page('/')
    expect(home).toContain(`<!--/shell-main-->${SHELL_SPLASH_HTML}`)
    expect(home).toContain('skeleton')
    expect(await page('/about')).not.toContain('shell-splash')
    expect(await page('/find-internships')).not.toContain('shell-splash')
  })
})
