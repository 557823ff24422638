import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import {
  BROWSE_WORDS,
  pastLastPageText,
  PUBLIC_ROLES_PAGE_SIZE,
  QUERY_SEEDS_ELEMENT_ID,
  ROLE_SEARCH_MAX_LENGTH,
} from '@app/domain'
import { accounts, roles } from '../../db/schema.js'
import { useTestApp } from '../../../test/test-app.js'
import { UNVERIFIED_COMPANY, createAccount } from '../../../test/factories.js'
import { browser } from '../../../test/script-free-browser.js'
import { roleWordColumns } from './role-search.js'

/** The built index.html's shape: the loading shell between the markers the server looks for. */
const INDEX_HTML =
  '<!doctype html><html><head><title>Internplace</title>' +
  '<link rel="stylesheet" href="/assets/app.css"></head><body><div id="root"><!--shell-->' +
  '<div class="shell-bar">Internplace</div>' +
  '<!--shell-main--><div class="shell-main" role="status">skeleton</div><!--/shell-main-->' +
  '<!--/shell--></div><script type="module" src="/assets/app.js"></script></body></html>'

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
    maximumSalary: null,
    durationMonths: 6,
    term: 'month' as const,
    ...role,
  }
  const [row] = await t.database.db
    .insert(roles)
    .values({ companyId, ...values, ...roleWordColumns({ ...values, companyName: 'Kobo' }) })
    .returning({ id: roles.id })
  return row!.id
}

async function company(options: Parameters<typeof createAccount>[2] = {}) {
  const { account } = await createAccount(t.database.db, 'company', options)
  return account.id
}

async function setPrivacy(companyId: string, privacy: Record<string, string>) {
  await t.database.db
    .update(accounts)
    .set({ preferences: { privacy } })
    .where(eq(accounts.id, companyId))
}

const get = (url: string) => t.app.inject({ method: 'GET', url })

const page = async (url: string, status = 200) => {
  const res = await get(url)
  expect(res.statusCode, res.body.slice(0, 300)).toBe(status)
  expect(res.headers['content-type']).toContain('text/html')
  return res.body
}

/** The role titles of the list's cards, as a reader sees them. */
const titlesIn = (html: string) =>
  [
    ...html.matchAll(
      /id="role-card-[^"]+"\s+href="\/find-internships\/[0-9a-f-]{36}"[^>]*>([^<]*)<\/a/g,
    ),
  ].map((match) => match[1])

/** The answers the page hands to the app (decision 077). */
function seedsIn(html: string): [unknown[], unknown][] {
  const json = new RegExp(
    `<script type="application/json" id="${QUERY_SEEDS_ELEMENT_ID}">(.*?)</script>`,
    's',
  ).exec(html)?.[1]
  return json ? JSON.parse(json) : []
}

/** An address as it stands in an attribute of the page. */
const attr = (text: string) => text.replaceAll('&', '&amp;')

describe('GET /find-internships as a whole page (no JavaScript needed)', () => {
  it('lists the first page of remote roles (the default pill) in the frame, with the app kept to take over', async () => {
    const kobo = await company()
    await addRole(kobo, {
      title: 'Data Analyst Intern',
      location: 'Ikeja, Lagos',
      placementType: 'siwes',
      applicationDeadline: '2099-05-14',
      requirements: ['Excel', 'SQL', 'Curiosity', 'Patience'],
    })
    await addRole(kobo, { title: 'Site Engineer', type: 'on_site' })

    const html = await page('/find-internships')
    expect(titlesIn(html)).toEqual(['Data Analyst Intern'])
    expect(html).not.toContain('skeleton')
    expect(html).toContain('<title>Find internships — Internplace</title>')
    expect(html).toContain('<script type="module" src="/assets/app.js"></script>')
    expect(html).toContain(BROWSE_WORDS.heading)
    expect(html).toContain('1 role found')
    expect(html).toContain('Ikeja, Lagos')
    expect(html).toContain('NGN 50,000')
    expect(html).toContain('Closes 14 May')
    expect(html).toContain('SIWES/IT')
    expect(html).toContain('+1 more')
    // The search is a GET form with the fields the address names; its button shows without JS.
    expect(html).toMatch(/<form\s+role="search"\s+method="get"\s+action="\/find-internships"/)
    expect(html).toContain('name="search"')
    expect(html).toContain('name="location"')
    expect(html).toMatch(/<noscript\s*><button type="submit"/)
    // The pills are links, the one in effect marked.
    expect(html).toMatch(/href="\/find-internships"[^>]*aria-current="true"\s*>Remote</)
    expect(html).toContain('href="/find-internships?filter=on_site"')
    expect(html).toContain('href="/find-internships?filter=relevant"')
    expect(html).toContain('href="/find-internships?placementType=siwes"')
    // The first role's details stand beside the list, as the app shows them on a wide screen.
    expect(html).toMatch(/<h2\s+id="role-title-[^"]+"/)
  })

  it('hands the list to the app under the key its query uses, so the app shows it at once', async () => {
    const kobo = await company()
    await addRole(kobo, { title: 'Remote Writer' })
    const seeds = seedsIn(await page('/find-internships?search=writer&filter=recent'))
    expect(seeds).toHaveLength(1)
    const [key, data] = seeds[0]!
    expect(key).toEqual(['browse', 'roles', { page: 1, search: 'writer', sort: 'recent' }])
    const api = await get('/api/v1/roles/recent?page=1&search=writer&sort=recent&limit=10')
    expect(data).toEqual(api.json().data)
  })

  it('escapes what companies write, in the page and in the answers it hands over', async () => {
    const kobo = await company({ company: { companyName: `Ade & "Sons" <Ltd>` } })
    await addRole(kobo, { title: `</script><script>alert('x')</script>`, location: '<b>Ikeja</b>' })

    const html = await page('/find-internships')
    expect(html).not.toContain('<script>alert')
    expect(html).not.toContain('<b>Ikeja')
    expect(html).toContain('&lt;/script&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;')
    expect(html).toContain('Ade &amp; &quot;Sons&quot; &lt;Ltd&gt;')
    expect(html).toContain('\\u003c/script>')
    expect(seedsIn(html)[0]![1]).toMatchObject({ docs: [{ location: '<b>Ikeja</b>' }] })
  })

  it('follows the filters in the address, as the app does', async () => {
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
    // A pill link keeps the search and the place.
    const html = await page('/find-internships?search=engineer&location=lagos')
    expect(html).toContain(
      attr('href="/find-internships?search=engineer&location=lagos&filter=on_site"'),
    )
    // The search form keeps the pill and the placement type, as the app's fields do.
    const nysc = await page('/find-internships?filter=on_site&placementType=nysc')
    expect(nysc).toContain('<input type="hidden" name="filter" value="on_site" />')
    expect(nysc).toContain('<input type="hidden" name="placementType" value="nysc" />')
  })

  it('an empty list names its filters, with a link turning each off and one clearing them (decision 038)', async () => {
    const kobo = await company()
    await addRole(kobo, { title: 'Remote Writer', type: 'remote' })
    await addRole(kobo, { title: 'Plant SIWES Trainee', type: 'on_site', placementType: 'siwes' })

    expect(titlesIn(await page('/find-internships?placementType=siwes'))).toEqual([
      'Plant SIWES Trainee',
    ])
    const none = await page('/find-internships?placementType=siwes&filter=remote')
    expect(titlesIn(none)).toEqual([])
    expect(none).toContain(BROWSE_WORDS.noMatchTitle)
    expect(none).toContain('<p>No roles match Remote + SIWES/IT.</p>')
    expect(none).toMatch(
      /href="\/find-internships\?filter=relevant&amp;placementType=siwes"[^>]*>\s*<span aria-hidden="true">×<\/span> Turn off Remote/,
    )
    expect(none).toMatch(
      /href="\/find-internships\?filter=remote"[^>]*>\s*<span aria-hidden="true">×<\/span> Turn off SIWES\/IT/,
    )
    expect(none).toMatch(/href="\/find-internships\?filter=relevant"[^>]*>\s*Clear filters/)
    const words = await page('/find-internships?search=%3Cb%3E')
    expect(words).toContain('<p>No roles match “&lt;b&gt;” + Remote.</p>')
  })

  it('shows no role of an unverified company, a private job board, a closed role or one past its deadline', async () => {
    const waiting = await company({ company: UNVERIFIED_COMPANY })
    const hidden = await company()
    await setPrivacy(hidden, { jobBoardVisibility: 'private' })
    const kobo = await company()
    await addRole(waiting, { title: 'Unverified Role' })
    await addRole(hidden, { title: 'Private Board Role' })
    await addRole(kobo, { title: 'Closed Role', closedAt: new Date() })
    await addRole(kobo, { title: 'Past Role', applicationDeadline: '2020-01-01' })
    await addRole(kobo, { title: 'Open Role' })

    expect(titlesIn(await page('/find-internships'))).toEqual(['Open Role'])
  })

  it('pages with Previous and Next links, keeping the criteria', async () => {
    const kobo = await company()
    const now = Date.now()
    for (let i = 0; i < PUBLIC_ROLES_PAGE_SIZE + 3; i++) {
      await addRole(kobo, { title: `Role ${i}`, createdAt: new Date(now - i * 60_000) })
    }
    const first = await page('/find-internships?filter=recent')
    expect(titlesIn(first)).toHaveLength(PUBLIC_ROLES_PAGE_SIZE)
    expect(titlesIn(first)[0]).toBe('Role 0')
    expect(first).toContain('Page 1 of 2')
    expect(first).toMatch(/<span aria-disabled="true"[^>]*>Previous<\/span>/)
    expect(first).toContain(attr('href="/find-internships?filter=recent&page=2"'))

    const second = await page('/find-internships?filter=recent&page=2')
    expect(titlesIn(second)).toEqual(['Role 10', 'Role 11', 'Role 12'])
    expect(second).toContain('Page 2 of 2')
    expect(second).toMatch(/href="\/find-internships\?filter=recent"[^>]*>Previous</)
    expect(second).toMatch(/<span aria-disabled="true"[^>]*>Next<\/span>/)
    expect(seedsIn(second)[0]![0]).toEqual(['browse', 'roles', { page: 2, sort: 'recent' }])

    // A page past the end is an empty page of the list, not an error, and not 'no match' under
    // a count of roles found: it says where the roles are and links back to the first page.
    const past = await page('/find-internships?filter=recent&page=9')
    expect(titlesIn(past)).toEqual([])
    expect(past).not.toContain(BROWSE_WORDS.noMatchTitle)
    expect(past).toContain(BROWSE_WORDS.pastLastPageTitle)
    expect(past).toContain(pastLastPageText(2))
    expect(past).toMatch(/href="\/find-internships\?filter=recent"[^>]*>Back to page 1</)
  })

  it('answers a clear page, never a 500, for an address it cannot read', async () => {
    // A page that is no number is the first page, as the app reads it.
    expect(await page('/find-internships?page=abc')).toContain(BROWSE_WORDS.heading)
    expect(await page('/find-internships?page=-3&filter=')).toContain(BROWSE_WORDS.heading)
    const long = await page(
      `/find-internships?search=${'a'.repeat(ROLE_SEARCH_MAX_LENGTH + 1)}`,
      400,
    )
    expect(long).toMatch(/role="alert"[^>]*>[^<]*search/i)
    // Repeated parameters are read as one.
    expect(await page('/find-internships?search=a&search=b')).toContain(BROWSE_WORDS.heading)
  })

  it('shows a signed-in intern the same list, with their own header', async () => {
    const kobo = await company()
    await addRole(kobo, { title: 'Remote Writer' })
    const { token } = await createAccount(t.database.db, 'intern')
    const res = await t.app.inject({
      method: 'GET',
      url: '/find-internships',
      headers: { cookie: `session=${token}` },
    })
    expect(res.statusCode).toBe(200)
    expect(titlesIn(res.body)).toEqual(['Remote Writer'])
    expect(res.body).toContain('Sign out')
  })
})

describe("a role's own page", () => {
  it('shows the whole role with Apply leading a visitor to sign in and come back to apply', async () => {
    const kobo = await company({ company: { companyName: 'Kobo Ledger' } })
    const roleId = await addRole(kobo, {
      title: 'Data Analyst Intern',
      location: 'Yaba, Lagos',
      applicationDeadline: '2099-05-14',
      roleSummary: 'Clean and chart our ledgers.',
      responsibilities: ['Build dashboards'],
      requirements: ['Excel', 'SQL'],
    })
    const b = browser(t.app)
    const list = await b.get('/find-internships')
    expect(list.body).toContain(`href="/find-internships/${roleId}"`)

    const res = await b.get(`/find-internships/${roleId}`)
    expect(res.statusCode).toBe(200)
    const html = res.body
    expect(html).toContain('<title>Data Analyst Intern at Kobo Ledger — Internplace</title>')
    expect(html).toMatch(/<h1\s+id="role-title-/)
    for (const text of [
      'Kobo Ledger',
      'Yaba, Lagos',
      'NGN 50,000',
      'Closes 14 May',
      'Clean and chart our ledgers.',
      'Build dashboards',
      'Excel',
      'SQL',
    ]) {
      expect(html).toContain(text)
    }
    expect(html).toContain(
      `href="/intern/sign-in?returnTo=${encodeURIComponent(`/roles/apply/${roleId}`)}"`,
    )
    // Private by default: no link to a company page a visitor may not open.
    expect(html).not.toContain(`/find-internships/${roleId}/company`)
    expect(seedsIn(html)).toEqual([
      [['browse', 'role', roleId], (await get(`/api/v1/roles/public/${roleId}`)).json().data],
    ])
  })

  it("is a 404 page in the app's words for a closed, private-board, unknown or malformed role", async () => {
    const kobo = await company()
    const closed = await addRole(kobo, { title: 'Closed Role', closedAt: new Date() })
    const hidden = await company()
    await setPrivacy(hidden, { jobBoardVisibility: 'private' })
    const privateBoard = await addRole(hidden, { title: 'Private Board Role' })
    for (const id of [closed, privateBoard, '00000000-0000-4000-8000-000000000000', 'not-a-role']) {
      const html = await page(`/find-internships/${id}`, 404)
      expect(html).toContain(BROWSE_WORDS.roleNotFoundTitle)
      expect(html).toContain(BROWSE_WORDS.roleNotFoundText)
      expect(html).not.toContain(QUERY_SEEDS_ELEMENT_ID)
      expect((await get(`/api/v1/roles/public/${id}`)).statusCode).toBe(404)
    }
  })
})

describe("a role's company page", () => {
  it('shows a public profile with a link from the role, and hands it to the app', async () => {
    const kobo = await company({
      company: {
        companyName: 'Kobo Ledger',
        bio: 'Bookkeeping for markets.',
        industryType: 'Fintech',
        socialMedia: { linkedin: 'https://linkedin.com/company/kobo' },
      },
    })
    await setPrivacy(kobo, { profileVisibility: 'public' })
    const roleId = await addRole(kobo, { title: 'Data Analyst Intern' })
    expect(await page(`/find-internships/${roleId}`)).toContain(
      `href="/find-internships/${roleId}/company"`,
    )
    const html = await page(`/find-internships/${roleId}/company`)
    expect(html).toContain('<title>Kobo Ledger — Internplace</title>')
    expect(html).toMatch(/<h1[^>]*>Kobo Ledger<\/h1>/)
    expect(html).toContain('Bookkeeping for markets.')
    expect(html).toContain('LinkedIn: ')
    expect(seedsIn(html)[0]![0]).toEqual(['public-company', roleId])
  })

  it("is a 404 page in the app's words for a private profile, a closed role or an unknown one", async () => {
    const kobo = await company()
    const privateProfile = await addRole(kobo, { title: 'Role' })
    const open = await company()
    await setPrivacy(open, { profileVisibility: 'public' })
    const closed = await addRole(open, { title: 'Closed', closedAt: new Date() })
    for (const id of [privateProfile, closed, 'nope']) {
      const html = await page(`/find-internships/${id}/company`, 404)
      expect(html).toContain(BROWSE_WORDS.companyNotFoundTitle)
      expect(html).not.toContain(QUERY_SEEDS_ELEMENT_ID)
    }
  })
})
