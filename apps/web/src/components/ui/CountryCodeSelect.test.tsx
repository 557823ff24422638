import { useState } from 'react'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test } from 'vitest'
import { COUNTRIES } from '@app/domain'
import { CountryCodeSelect } from './CountryCodeSelect'

function Field({ initial = '+234' }: { initial?: string }) {
  const [value, setValue] = useState(initial)
  return <CountryCodeSelect value={value} onChange={setValue} />
}

describe('CountryCodeSelect', () => {
  test('suggests about 240 countries, Nigeria first, and names the chosen one', () => {
    render(<Field />)
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(235)
    expect(COUNTRIES[0]).toEqual({ code: 'NG', name: 'Nigeria', dialCode: '+234' })
    expect(screen.getByLabelText('Country code')).toHaveValue('+234')
    expect(screen.getByText('Nigeria')).toBeInTheDocument()
  })

  test('typed digits get the leading +', async () => {
    const user = userEvent.setup()
    render(<Field initial="" />)
    await user.type(screen.getByLabelText('Country code'), '233')
    expect(screen.getByLabelText('Country code')).toHaveValue('+233')
    expect(screen.getByText('Ghana')).toBeInTheDocument()
  })
})
