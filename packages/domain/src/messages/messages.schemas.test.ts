import { describe, expect, it } from 'vitest'
import { MessageInputSchema, MessagesQuerySchema } from './messages.schemas.js'
import { CompanyApplicationsQuerySchema } from '../applications/company-applications.schemas.js'
import { NotificationsQuerySchema } from '../notifications/notifications.schemas.js'

describe('MessageInputSchema', () => {
  it('trims, and ignores sender and type', () => {
    expect(
      MessageInputSchema.parse({ message: '  hi  ', sender: 'company', type: 'x' }).message,
    ).toBe('hi')
  })
  it('refuses blank and too long text', () => {
    expect(MessageInputSchema.safeParse({ message: '   ' }).error?.issues[0]?.message).toBe(
      'Message cannot be empty',
    )
    expect(MessageInputSchema.safeParse({}).error?.issues[0]?.message).toBe(
      'Message cannot be empty',
    )
    expect(
      MessageInputSchema.safeParse({ message: 'a'.repeat(2001) }).error?.issues[0]?.message,
    ).toBe('Messages can be at most 2000 characters')
    expect(MessageInputSchema.safeParse({ message: 'a'.repeat(2000) }).success).toBe(true)
  })
})

describe('query defaults', () => {
  it('uses 15 for messages and notifications, 5 for company applications', () => {
    expect(MessagesQuerySchema.parse({})).toEqual({ page: 1, limit: 15 })
    expect(MessagesQuerySchema.parse({ page: '2' })).toEqual({ page: 2, limit: 15 })
    expect(NotificationsQuerySchema.parse({})).toEqual({ page: 1, limit: 15 })
    expect(CompanyApplicationsQuerySchema.parse({})).toEqual({
      page: 1,
      limit: 5,
      sort: 'newest',
      waiting: false,
      meetsDealBreakers: false,
    })
  })
})
