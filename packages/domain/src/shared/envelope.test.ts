import { describe, expect, it } from 'vitest'
import { PageQuerySchema, pageMeta } from './envelope.js'

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
  it.each([{ limit: '51' }, { limit: '0' }, { page: '0' }, { page: '1.5' }, { page: 'x' }])(
    'refuses %o',
    (query) => {
      expect(PageQuerySchema.safeParse(query).success).toBe(false)
    },
  )
})
