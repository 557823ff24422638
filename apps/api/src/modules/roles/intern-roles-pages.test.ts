import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import {
  APPLICATION_MESSAGES,
  INTERN_NAV,
  INTERN_ROLES_WORDS,
  WRITE_LIMITS,
  escapeHtml,
} from '@app/domain'
import { roles, savedRoles } from '../../db/schema.js'
import { useTestApp } from '../../../test/test-app.js'
import { createAccount, createCompleteIntern } from '../../../test/factories.js'
import { ROLE, applied, companyWithRole } from '../../../test/conversation-fixtures.js'
import { browser } from '../../../test/script-free-browser.js'

const t = useTestApp()

/** A browser signed in with this session's cookie, as the forms' sign-in leaves it. */
function browserOf(token: string) {
  const b = browser(t.app)
  b.cookies.set('session', token)
  return b
}

async function internWithRole() {
  const company = await companyWithRole(t)
  const intern = await createCompleteIntern(t)
  return { company, intern, b: browserOf(intern.token) }
}

const savedOf = (internId: string) =>
  t.database.db.select().from(savedRoles).where(eq(savedRoles.internId, internId))

describe("the intern's recommended roles, as a server page", () => {
  it("lists the open roles with the app's words, each card with Apply, Learn More and a save form", async () => {
    const { company, b } = await internWithRole()
    const res = await b.get('/intern/roles')
    expect(res.statusCode).toBe(200)
    expect(res.body).toContain(INTERN_ROLES_WORDS.recommendedTitle)
    expect(res.body).toContain(ROLE.title)
    expect(res.body).toContain(`href="/roles/apply/${company.roleId}"`)
    expect(res.body).toContain(`href="/roles/${company.roleId}"`)
    expect(res.body).toContain(`name="roleId" value="${company.roleId}"`)
    expect(res.body).toContain(INTERN_ROLES_WORDS.save)
    // A complete profile is not asked to complete it.
    expect(res.body).not.toContain(INTERN_ROLES_WORDS.completeProfile)
  })

  it("wears the app's account frame: the intern's links with this one current, My Account and a log-out form", async () => {
    const { intern, b } = await internWithRole()
    const res = await b.get('/intern/roles/saved')
    const nav = /<nav aria-label="Intern">([\s\S]*?)<\/nav>/.exec(res.body)?.[1] ?? ''
    const links = [...nav.matchAll(/<a href="([^"]+)"[^>]*>[\s\S]*?<\/svg>\s*([^<]+)<\/a>/g)]
    expect(links.map((link) => [link[2]!.trim(), link[1]])).toEqual(
      INTERN_NAV.map((link) => [link.label, link.href]),
    )
    // The longest matching link is the current one, as in the app: Saved Roles, not Find Internships.
    expect(nav).toMatch(/href="\/intern\/roles\/saved"[^>]*aria-current="page"/)
    expect(nav).not.toMatch(/href="\/intern\/roles"[^>]*aria-current/)
    expect(res.body).toContain('<nav aria-label="Intern menu">')
    expect(res.body).toMatch(/<form method="post" action="\/sign-out">/)
    // The avatar: the intern's photo.
    expect(res.body).toMatch(/<img\s+src="([^"]+)"[^>]*>\s*<\/span\s*>My Account<\/a/)
    expect(/<img\s+src="([^"]+)"[^>]*>\s*<\/span\s*>My Account/.exec(res.body)?.[1]).toContain(
      intern.profileImageUrl,
    )
    // Not the public site's header.
    expect(res.body).not.toContain('aria-label="Main"')
  })

  it('in the frame of an incomplete profile, finding roles and applications stay locked', async () => {
    const { token } = await createAccount(t.database.db, 'intern')
    const res = await browserOf(token).get('/intern/roles/saved')
    const nav = /<nav aria-label="Intern">([\s\S]*?)<\/nav>/.exec(res.body)?.[1] ?? ''
    for (const label of ['Find Internships', 'Applications']) {
      expect(nav).toMatch(
        new RegExp(
          `<span\\s+role="link"\\s+aria-disabled="true"[^>]*>[\\s\\S]*?</svg>${label}</span`,
        ),
      )
    }
    expect(nav).toContain('href="/intern/dashboard"')
    expect(nav).not.toContain('href="/intern/roles"')
    // No photo yet: the avatar shows a letter.
    expect(res.body).toMatch(/>[A-Z]<\/span\s*>My Account<\/a/)
  })

  it('pages by links that keep the search', async () => {
    const { b } = await internWithRole()
    const res = await b.get('/intern/roles?search=developer&limit=1')
    expect(res.statusCode).toBe(200)
    const second = await companyWithRole(t, 'Second Company Ltd')
    expect(second.roleId).toBeTruthy()
    const again = await b.get('/intern/roles?search=developer&limit=1')
    expect(again.body).toMatch(/href="\/intern\/roles\?search=developer&amp;limit=1&amp;page=2"/)
    expect(again.body).toContain('Page 1 of')
  })

  it('reads the address as the app does: pills and placement types are links, and the list follows them', async () => {
    const { b } = await internWithRole()
    // The role is hybrid: 'Remote' and 'On-Site' hide it, 'Most Recent' only orders.
    const recent = await b.get('/intern/roles?filter=recent')
    expect(recent.body).toContain(ROLE.title)
    expect(recent.body).toMatch(/href="\/intern\/roles\?filter=recent"[^>]*aria-current="true"/)
    expect(recent.body).toMatch(/href="\/intern\/roles\?filter=remote"[^>]*>Remote</)
    // The default pill writes no filter, as the app's address does.
    expect(recent.body).toMatch(/href="\/intern\/roles"[^>]*>Most Relevant</)
    // A search keeps the pill through a hidden field.
    expect(recent.body).toContain('<input type="hidden" name="filter" value="recent" />')

    const remote = await b.get('/intern/roles?filter=remote')
    expect(remote.body).not.toContain(ROLE.title)
    expect(remote.body).toContain(INTERN_ROLES_WORDS.noRoles)

    const siwes = await b.get('/intern/roles?placementType=siwes')
    expect(siwes.body).not.toContain(ROLE.title)
    expect(siwes.body).toMatch(
      /href="\/intern\/roles\?placementType=siwes"[^>]*aria-current="true"/,
    )

    // What the app does not know is its default: the first pill, every placement type.
    const odd = await b.get('/intern/roles?filter=cheapest&placementType=abroad')
    expect(odd.statusCode).toBe(200)
    expect(odd.body).toContain(ROLE.title)
    expect(odd.body).toMatch(/href="\/intern\/roles"[^>]*aria-current="true"[^>]*>Most Relevant</)
  })

  it("an incomplete profile is sent to complete it, in the app's words", async () => {
    const { token } = await createAccount(t.database.db, 'intern')
    const res = await browserOf(token).get('/intern/roles')
    expect(res.statusCode).toBe(200)
    expect(res.body).toContain(APPLICATION_MESSAGES.profileIncomplete)
    expect(res.body).toContain('href="/profile/intern"')
  })

  it('a search it cannot read is a 400 page that says why, not a 500', async () => {
    const { b } = await internWithRole()
    const res = await b.get('/intern/roles?page=0')
    expect(res.statusCode).toBe(400)
    expect(res.body).toContain('page must be at least 1')
  })

  it('a visitor and a company are asked to sign in as an intern', async () => {
    const visitor = await browser(t.app).get('/intern/roles')
    expect(visitor.statusCode).toBe(401)
    expect(visitor.body).toContain('href="/intern/sign-in?returnTo=%2Fintern%2Froles"')
    expect(visitor.body).not.toContain(ROLE.title)

    const company = await createAccount(t.database.db, 'company')
    const asCompany = await browserOf(company.token).get('/intern/roles/saved')
    expect(asCompany.statusCode).toBe(401)
    expect(asCompany.body).toContain('/intern/sign-in?returnTo=')
  })
})

describe("a role's own page for the intern", () => {
  it("shows the whole role beside the intern's match score, with 'Apply' to its application form", async () => {
    const { company, b } = await internWithRole()
    const res = await b.get(`/roles/${company.roleId}`)
    expect(res.statusCode).toBe(200)
    expect(res.body).toContain(`<title>${ROLE.title} — Internplace</title>`)
    expect(res.body).toMatch(new RegExp(`<h1 id="role-title"[^>]*>\\s*${ROLE.title}\\s*</h1>`))
    expect(res.body).toContain('Yaba, Lagos · Hybrid')
    expect(res.body).toMatch(
      new RegExp(`href="/roles/apply/${company.roleId}"[^>]*>${INTERN_ROLES_WORDS.apply}<`),
    )
    expect(res.body).toContain(`href="/company-details/${company.roleId}"`)
    expect(res.body).toContain('About Kobo Ledger Technologies')
    // The complete intern's fit, as the app's aside shows it: the ring's words and the parts.
    expect(res.body).toContain('Match Score')
    expect(res.body).toMatch(/Match score \d+%/)
    expect(res.body).toContain('aria-label="Parts of the match score"')
    expect(res.body).toContain('href="/intern/profile"')
    for (const words of ['Role Summary', ROLE.roleSummary, 'Build pages', 'React', 'NGN 50,000']) {
      expect(res.body).toContain(words)
    }
    expect(res.body).toContain(INTERN_ROLES_WORDS.noPerks)
    // The report dialog is the app's: its button is there, hidden where scripts do not run.
    expect(res.body).toMatch(/class="needs-scripts[^"]*"[^>]*>[\s\S]*?Report role/)
    expect(res.body).toContain('<nav aria-label="Intern">')
  })

  it("once applied, leads to the application instead of 'Apply'", async () => {
    const { intern, company, applicationId } = await applied(t)
    const res = await browserOf(intern.token).get(`/roles/${company.roleId}`)
    expect(res.statusCode).toBe(200)
    expect(res.body).toMatch(
      new RegExp(
        `href="/intern/applications/${applicationId}"[^>]*>${INTERN_ROLES_WORDS.appliedViewApplication}<`,
      ),
    )
    expect(res.body).not.toContain(`href="/roles/apply/${company.roleId}"`)
  })

  it('says why a role takes no more applications instead of Apply: closed early, or past its deadline', async () => {
    const { company, b } = await internWithRole()
    const apply = `href="/roles/apply/${company.roleId}"`
    // Closed by its company at 23:30 UTC on 14 May 2026: the 15th in Lagos.
    await t.database.db
      .update(roles)
      .set({ closedAt: new Date('2026-05-14T23:30:00Z') })
      .where(eq(roles.id, company.roleId))
    const closed = await b.get(`/roles/${company.roleId}`)
    expect(closed.statusCode).toBe(200)
    expect(closed.body).toContain(
      escapeHtml(INTERN_ROLES_WORDS.closedEarly('Kobo Ledger Technologies', '15 May 2026')),
    )
    expect(closed.body).not.toContain(apply)

    await t.database.db
      .update(roles)
      .set({ closedAt: null, applicationDeadline: '2026-01-10' })
      .where(eq(roles.id, company.roleId))
    const past = await b.get(`/roles/${company.roleId}`)
    expect(past.body).toContain(escapeHtml(INTERN_ROLES_WORDS.deadlinePassed))
    expect(past.body).not.toContain(apply)
  })

  it("answers a role the intern may not see with the app's 'Role not found.' and a way on", async () => {
    const { company, b } = await internWithRole()
    for (const roleId of ['00000000-0000-4000-8000-000000000000', 'not-a-role']) {
      const unknown = await b.get(`/roles/${roleId}`)
      expect(unknown.statusCode).toBe(404)
      expect(unknown.body).toContain(INTERN_ROLES_WORDS.roleMissing)
      expect(unknown.body).toContain(INTERN_ROLES_WORDS.roleMissingHint)
      expect(unknown.body).toMatch(/href="\/intern\/roles"[^>]*>See recommended roles</)
    }
    await t.database.db
      .update(roles)
      .set({ deletedAt: new Date() })
      .where(eq(roles.id, company.roleId))
    const deleted = await b.get(`/roles/${company.roleId}`)
    expect(deleted.statusCode).toBe(404)
    expect(deleted.body).toContain(INTERN_ROLES_WORDS.roleMissing)

    const visitor = await browser(t.app).get(`/roles/${company.roleId}`)
    expect(visitor.body).toContain('Sign in to see this page.')
    const companyBrowser = browserOf(company.token)
    expect((await companyBrowser.get(`/roles/${company.roleId}`)).statusCode).toBe(401)
  })
})

describe('saving a role by form', () => {
  it('save → 303 back to the page → the card says Saved and the saved list has it; unsave takes it off', async () => {
    const { company, intern, b } = await internWithRole()
    await b.get('/intern/roles')
    const saved = await b.post('/intern/roles/saved', {
      roleId: company.roleId,
      action: 'save',
      returnTo: '/intern/roles?search=developer',
    })
    expect(saved.statusCode).toBe(303)
    expect(saved.headers.location).toBe('/intern/roles?search=developer')
    expect(await savedOf(intern.account.id)).toHaveLength(1)

    const list = await b.get('/intern/roles/saved')
    expect(list.body).toContain(INTERN_ROLES_WORDS.savedTitle)
    expect(list.body).toContain(ROLE.title)
    expect(list.body).toContain('1 saved role')
    expect(list.body).toContain(INTERN_ROLES_WORDS.unsave)

    const unsaved = await b.post('/intern/roles/saved', {
      roleId: company.roleId,
      action: 'unsave',
      returnTo: '/intern/roles/saved',
    })
    expect(unsaved.headers.location).toBe('/intern/roles/saved')
    expect(await savedOf(intern.account.id)).toHaveLength(0)
    expect((await b.get('/intern/roles/saved')).body).toContain(INTERN_ROLES_WORDS.noSaved)
  })

  it("never goes back to another host; another intern's saved list is their own", async () => {
    const { company, b } = await internWithRole()
    await b.get('/intern/roles')
    const res = await b.post('/intern/roles/saved', {
      roleId: company.roleId,
      action: 'save',
      returnTo: '//evil.example/x',
    })
    expect(res.headers.location).toBe('/intern/roles')

    const other = await createCompleteIntern(t)
    const theirs = await browserOf(other.token).get('/intern/roles/saved')
    expect(theirs.statusCode).toBe(200)
    expect(theirs.body).not.toContain(ROLE.title)
    expect(theirs.body).toContain(INTERN_ROLES_WORDS.noSaved)
  })

  it('a visitor or a company posting is sent to sign in, and nothing is saved', async () => {
    const company = await companyWithRole(t)
    const visitor = browser(t.app)
    await visitor.get('/intern/sign-in')
    const res = await visitor.post('/intern/roles/saved', {
      roleId: company.roleId,
      action: 'save',
    })
    expect(res.statusCode).toBe(303)
    expect(res.headers.location).toMatch(/^\/intern\/sign-in\?returnTo=/)

    const asCompany = browserOf(company.token)
    await asCompany.get('/intern/sign-in')
    const res2 = await asCompany.post('/intern/roles/saved', {
      roleId: company.roleId,
      action: 'save',
    })
    expect(res2.statusCode).toBe(303)
    expect(await t.database.db.select().from(savedRoles)).toEqual([])
  })

  it('a forged post (no CSRF token) is a 403 and saves nothing', async () => {
    const { company, intern, b } = await internWithRole()
    const res = await b.postBare('/intern/roles/saved', { roleId: company.roleId, action: 'save' })
    expect(res.statusCode).toBe(403)
    expect(await savedOf(intern.account.id)).toEqual([])
  })

  it('bad input: an unknown role is a 404 page, an unknown action a 400 page; nothing saved', async () => {
    const { intern, b } = await internWithRole()
    await b.get('/intern/roles')
    const unknown = await b.post('/intern/roles/saved', {
      roleId: '00000000-0000-4000-8000-000000000000',
      action: 'save',
    })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.body).toContain(APPLICATION_MESSAGES.roleNotFound)
    const bogus = await b.post('/intern/roles/saved', { roleId: 'x', action: 'delete-all' })
    expect(bogus.statusCode).toBe(400)
    expect(await savedOf(intern.account.id)).toEqual([])
  })

  it('a role closed since the list was read: back to the list, which says so once; nothing saved', async () => {
    const { company, intern, b } = await internWithRole()
    await b.get('/intern/roles')
    await t.database.db
      .update(roles)
      .set({ applicationDeadline: '2020-01-01' })
      .where(eq(roles.id, company.roleId))
    const res = await b.post('/intern/roles/saved', {
      roleId: company.roleId,
      action: 'save',
      returnTo: '/intern/roles/saved',
    })
    expect(res.statusCode).toBe(303)
    expect(res.headers.location).toBe('/intern/roles/saved')
    expect(await savedOf(intern.account.id)).toEqual([])
    const list = await b.get('/intern/roles/saved')
    expect(list.body).toContain(APPLICATION_MESSAGES.roleClosed)
    expect((await b.get('/intern/roles/saved')).body).not.toContain(APPLICATION_MESSAGES.roleClosed)
  })

  it("the write limit applies: past the account's limit, a 429 page with Retry-After", async () => {
    const { company, b } = await internWithRole()
    await b.get('/intern/roles')
    const { max } = WRITE_LIMITS.savedRoles.perAccount
    for (let n = 0; n < max; n++) {
      const res = await b.post('/intern/roles/saved', {
        roleId: company.roleId,
        action: n % 2 === 0 ? 'save' : 'unsave',
      })
      expect(res.statusCode).toBe(303)
    }
    const over = await b.post('/intern/roles/saved', { roleId: company.roleId, action: 'save' })
    expect(over.statusCode).toBe(429)
    expect(over.headers['retry-after']).toBeTruthy()
    expect(over.body).toContain(WRITE_LIMITS.savedRoles.message)
  })
})
