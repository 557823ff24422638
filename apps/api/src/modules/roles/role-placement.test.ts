import { describe, expect, it } from 'vitest'
import { ROLE_MESSAGES, type RoleInput } from '@app/domain'
import { notifications, roles } from '../../db/schema.js'
import { call, useTestApp } from '../../../test/test-app.js'
import { COMPLETE_COMPANY, createAccount } from '../../../test/factories.js'

const t = useTestApp()

const ROLE: RoleInput = {
  title: 'Field Engineer Trainee',
  roleSummary: 'Keep our solar mini-grids running with the site team.',
  responsibilities: 'Inspect panels\nLog faults',
  requirements: ['Electrical basics', 'Curiosity'],
  minimumSalary: 30_000,
  maximumSalary: 50_000,
  location: 'Kano',
  type: 'on_site',
  duration: 6,
  term: 'month',
  applicationDeadline: null,
}

const SIWES = {
  placementType: 'siwes',
  siwesWeeks: 24,
  siwesProgrammes: ['HND', 'ND'],
  perks: { accommodation: true, meals: true },
} as const

const NO_PERKS = { accommodation: false, transport: false, meals: false }

const company = (companyName = 'Sunbeam Grids') =>
  createAccount(t.database.db, 'company', { company: { ...COMPLETE_COMPANY, companyName } })
const intern = () => createAccount(t.database.db, 'intern')

const addRole = (token: string, role: Record<string, unknown> = {}) =>
  call(t.app, { method: 'POST', url: '/roles/add-role', token, payload: { ...ROLE, ...role } })
const editRole = (token: string, id: string, role: Record<string, unknown> = {}) =>
  call(t.app, { method: 'PATCH', url: `/roles/${id}`, token, payload: { ...ROLE, ...role } })
const get = (url: string, token?: string) =>
  call(t.app, { method: 'GET', url, ...(token && { token }) })
const titlesOf = (res: { body: any }) =>
  (res.body.data.docs as { title: string }[]).map((role) => role.title).sort()

describe('a role says what placement it is', () => {
  it('posts each placement type with its details, and every answer carries them', async () => {
    const { token } = await company()
    const siwes = await addRole(token, { title: 'SIWES Trainee', ...SIWES })
    expect(siwes.status).toBe(201)
    expect(siwes.body.data).toMatchObject({
      placementType: 'siwes',
      siwesWeeks: 24,
      siwesProgrammes: ['ND', 'HND'],
      nyscState: null,
      perks: { accommodation: true, transport: false, meals: true },
    })
    const nysc = await addRole(token, {
      title: 'NYSC Corps Member',
      placementType: 'nysc',
      nyscState: 'Kano',
      // Details of another placement type are not kept.
      siwesWeeks: 16,
      siwesProgrammes: ['ND'],
      perks: { transport: true },
    })
    expect(nysc.body.data).toMatchObject({
      placementType: 'nysc',
      nyscState: 'Kano',
      siwesWeeks: null,
      siwesProgrammes: [],
      perks: { accommodation: false, transport: true, meals: false },
    })
    const graduate = await addRole(token, { title: 'Graduate Engineer', placementType: 'graduate' })
    expect(graduate.body.data).toMatchObject({ placementType: 'graduate', perks: NO_PERKS })
    // A client that sends no placement type posts an internship without perks.
    const plain = await addRole(token, { title: 'Intern' })
    expect(plain.body.data).toMatchObject({
      placementType: 'internship',
      siwesWeeks: null,
      siwesProgrammes: [],
      nyscState: null,
      perks: NO_PERKS,
    })

    const own = await get(`/roles/${siwes.body.data.id}`, token)
    expect(own.body.data).toMatchObject({ placementType: 'siwes', siwesWeeks: 24 })
    const board = await get('/roles', token)
    expect(board.body.data.docs).toHaveLength(4)

    const publicList = await get('/roles/recent?search=siwes')
    expect(publicList.body.data.docs[0]).toMatchObject({
      placementType: 'siwes',
      siwesWeeks: 24,
      siwesProgrammes: ['ND', 'HND'],
      nyscState: null,
      perks: { accommodation: true, transport: false, meals: true },
    })
    const student = await intern()
    const internRole = await get(`/users/roles/${nysc.body.data.id}`, student.token)
    expect(internRole.body.data).toMatchObject({ placementType: 'nysc', nyscState: 'Kano' })
  })

  it.each([
    [{ placementType: 'contract' }, 'placementType', ROLE_MESSAGES.placementTypeRequired],
    [
      { placementType: 'siwes', siwesProgrammes: ['ND'] },
      'siwesWeeks',
      ROLE_MESSAGES.siwesWeeksRequired,
    ],
    [
      { placementType: 'siwes', siwesWeeks: 16 },
      'siwesProgrammes',
      ROLE_MESSAGES.siwesProgrammesRequired,
    ],
    [
      { placementType: 'nysc', nyscState: 'Atlantis' },
      'nyscState',
      ROLE_MESSAGES.nyscStateRequired,
    ],
    [
      { perks: { meals: 'yes' } },
      'perks.meals',
      'Invalid input: expected boolean, received string',
    ],
  ])('refuses %o with 400 on %s, and stores nothing', async (change, field, message) => {
    const { token } = await company()
    const res = await addRole(token, change)
    expect(res.status).toBe(400)
    expect(res.body.errors[field]).toBe(message)
    expect(await t.database.db.select().from(roles)).toEqual([])
  })

  it('edits the placement: a new type drops the old details; an edit without one keeps it', async () => {
    const { token } = await company()
    const { body } = await addRole(token, SIWES)
    const id = body.data.id

    const kept = await editRole(token, id, { title: 'Renamed trainee' })
    expect(kept.status).toBe(200)
    expect(kept.body.data).toMatchObject({
      title: 'Renamed trainee',
      placementType: 'siwes',
      siwesWeeks: 24,
      siwesProgrammes: ['ND', 'HND'],
      perks: { accommodation: true, meals: true },
    })

    const nysc = await editRole(token, id, {
      placementType: 'nysc',
      nyscState: 'Abuja FCT',
      perks: { transport: true },
    })
    expect(nysc.body.data).toMatchObject({
      placementType: 'nysc',
      nyscState: 'Abuja FCT',
      siwesWeeks: null,
      siwesProgrammes: [],
      perks: { accommodation: false, transport: true, meals: false },
    })

    const bad = await editRole(token, id, { placementType: 'siwes', siwesWeeks: 20 })
    expect(bad.status).toBe(400)
    expect(bad.body.errors).toMatchObject({
      siwesWeeks: ROLE_MESSAGES.siwesWeeksRequired,
    })
    const [row] = await t.database.db.select().from(roles)
    expect(row).toMatchObject({ placementType: 'nysc', nyscState: 'Abuja FCT', siwesWeeks: null })
  })

  it('lets only the owner change a role’s placement', async () => {
    const owner = await company()
    const other = await company('Other Co')
    const { body } = await addRole(owner.token, SIWES)
    const res = await editRole(other.token, body.data.id, { placementType: 'graduate' })
    expect(res.status).toBe(404)
    const student = await intern()
    const asIntern = await editRole(student.token, body.data.id, { placementType: 'graduate' })
    expect(asIntern.status).toBe(403)
    const [row] = await t.database.db.select().from(roles)
    expect(row!.placementType).toBe('siwes')
  })
})

describe('the placementType filter', () => {
  async function postOneOfEach() {
    const owner = await company()
    await addRole(owner.token, { title: 'Intern A' })
    await addRole(owner.token, { title: 'Trainee B', ...SIWES })
    await addRole(owner.token, { title: 'Trainee C', ...SIWES, siwesWeeks: 16 })
    await addRole(owner.token, { title: 'Corper D', placementType: 'nysc', nyscState: 'Oyo' })
    await addRole(owner.token, { title: 'Graduate E', placementType: 'graduate' })
    return owner
  }

  it('lists only that placement type on the public browse, newest and most relevant', async () => {
    await postOneOfEach()
    for (const sort of ['recent', 'relevant']) {
      expect(titlesOf(await get(`/roles/recent?sort=${sort}&placementType=siwes`))).toEqual([
        'Trainee B',
        'Trainee C',
      ])
      expect(titlesOf(await get(`/roles/recent?sort=${sort}&placementType=nysc`))).toEqual([
        'Corper D',
      ])
      const searched = await get(`/roles/recent?sort=${sort}&placementType=siwes&search=trainee`)
      expect(titlesOf(searched)).toEqual(['Trainee B', 'Trainee C'])
      expect(searched.body.data.meta.totalDocs).toBe(2)
    }
    expect(titlesOf(await get('/roles/recent'))).toHaveLength(5)
  })

  it('lists only that placement type on the intern’s roles, both orders', async () => {
    await postOneOfEach()
    const { token } = await intern()
    for (const sort of ['recent', 'relevant']) {
      const res = await get(`/users/roles?sort=${sort}&placementType=graduate`, token)
      expect(titlesOf(res)).toEqual(['Graduate E'])
    }
  })

  it('lists only that placement type on the company’s job board, still counting all roles', async () => {
    const owner = await postOneOfEach()
    const other = await company('Other Co')
    await addRole(other.token, { title: 'Other SIWES', ...SIWES })
    const res = await get('/roles?placementType=siwes', owner.token)
    expect(titlesOf(res)).toEqual(['Trainee B', 'Trainee C'])
    expect(res.body.data.meta.totalDocs).toBe(2)
    expect(res.body.data.takingApplications).toBe(5)
  })

  it('refuses an unknown placement type with 400 on every list', async () => {
    const owner = await company()
    const student = await intern()
    for (const [url, token] of [
      ['/roles/recent?placementType=job', undefined],
      ['/users/roles?placementType=job', student.token],
      ['/roles?placementType=job', owner.token],
    ] as const) {
      const res = await get(url, token)
      expect(res.status).toBe(400)
      expect(res.body.errors.placementType).toBe(
        'placementType must be internship, siwes, nysc or graduate',
      )
    }
  })
})

describe('a job alert with a placement type', () => {
  it('hears only of roles of that placement type', async () => {
    const watcher = await intern()
    await call(t.app, {
      method: 'POST',
      url: '/users/alerts',
      token: watcher.token,
      payload: { placementType: 'nysc', frequency: 'immediate' },
    })
    const { token } = await company()
    await addRole(token, { title: 'SIWES first', ...SIWES })
    const nysc = await addRole(token, {
      title: 'Corper',
      placementType: 'nysc',
      nyscState: 'Lagos',
    })
    const notes = await t.database.db.select().from(notifications)
    expect(notes.map((note) => note.roleId)).toEqual([nysc.body.data.id])
  })
})
