import { describe, expect, it } from 'vitest'
import { render, screen } from '@testing-library/react'
import { createElement, useState } from 'react'
import { options } from 'preact'
import * as compat from 'preact/compat'

// The app runs on Preact through preact/compat (decision 035). The tests must run what users run:
// `react` is Preact's compat layer here too, and Testing Library renders with Preact.
describe('the runtime under test', () => {
  it('is Preact: react is preact/compat', () => {
    expect(createElement).toBe(compat.createElement)
    expect(useState).toBe(compat.useState)
  })

  it('renders through Preact when Testing Library renders', () => {
    const seen: string[] = []
    const before = options.diffed
    options.diffed = (vnode) => {
      if (typeof vnode.type === 'string') seen.push(vnode.type)
      before?.(vnode)
    }
    try {
      render(<p>Hello from Preact</p>)
    } finally {
      options.diffed = before
    }
    expect(screen.getByText('Hello from Preact')).toBeInTheDocument()
    expect(seen).toContain('p')
  })
})
