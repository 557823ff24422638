import { describe, expect, it } from 'vitest'
import { ErrorBodySchema, PageQuerySchema, pageMeta } from './envelope.js'
import { MAX_PAGE } from './pages.js'
import { ERROR_CODES, ERROR_STATUS } from './error-codes.js'

describe('pageMeta', () => {
  it('describes a middle page', () => {
    expect(pageMeta(2, 10, 35)).toEqual({
      page: 2,
      limit: 10,
      totalDocs: 35,
      totalPages: 4,
      hasPrevPage: true,
      hasNextPage: true,
    })
  })
  it('has one page even with no documents', () => {
    expect(pageMeta(1, 10, 0)).toMatchObject({
      totalPages: 1,
      hasPrevPage: false,
      hasNextPage: false,
    })
  })
})

describe('PageQuerySchema', () => {
  it('defaults to page 1 of 10 and reads numbers from query strings', () => {
    expect(PageQuerySchema.parse({})).toEqual({ page: 1, limit: 10 })
    expect(PageQuerySchema.parse({ page: '3', limit: '50' })).toEqual({ page: 3, limit: 50 })
  })
  it('takes pages up to MAX_PAGE and says so past it', () => {
    expect(PageQuerySchema.parse({ page: String(MAX_PAGE) }).page).toBe(MAX_PAGE)
    const past = PageQuerySchema.safeParse({ page: '1e9' })
    expect(past.error?.issues[0]?.message).toBe('page must be at most 10,000')
  })
  it.each([
    { limit: '51' },
    { limit: '0' },
    { page: '0' },
    { page: '1.5' },
    { page: 'x' },
    { page: String(MAX_PAGE + 1) },
    { page: 'Infinity' },
  ])('refuses %o', (query) => {
    expect(PageQuerySchema.safeParse(query).success).toBe(false)
  })
})

describe('ErrorBodySchema', () => {
  it('reads an error answer with one of the codes the API throws', () => {
    const body = {
      status: 'error',
      message: 'You already applied to this role',
      code: 'ALREADY_APPLIED',
    }
    expect(ErrorBodySchema.parse(body)).toEqual(body)
  })

  it.each([{ code: 'alreadyApplied' }, { code: 'CONFLICT' }, {}])(
    'refuses an answer whose code is not in the closed list: %o',
    (extra) => {
      const body = { status: 'error', message: 'No', ...extra }
      expect(ErrorBodySchema.safeParse(body).success).toBe(false)
    },
  )

  it('gives every code a client or server error status', () => {
    for (const code of ERROR_CODES) {
      expect(ERROR_STATUS[code] >= 400 && ERROR_STATUS[code] < 600, code).toBe(true)
    }
  })
})
