import { render, screen } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { RoleFreshness } from './RoleFreshness'

const DAY = 86_400_000
const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString()

describe('RoleFreshness', () => {
  test('says how long ago the role was posted, and Actively reviewing while it is', () => {
    render(<RoleFreshness role={{ postedAt: daysAgo(3), activelyReviewing: true }} />)
    expect(screen.getByText('Posted 3 days ago')).toBeInTheDocument()
    expect(screen.getByText('Actively reviewing')).toBeInTheDocument()
  })

  test('shows no badge when the company has not reviewed lately', () => {
    render(<RoleFreshness role={{ postedAt: daysAgo(0), activelyReviewing: false }} />)
    expect(screen.getByText('Posted today')).toBeInTheDocument()
    expect(screen.queryByText('Actively reviewing')).toBeNull()
  })
})
