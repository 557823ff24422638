import { describe, expect, it, vi } from 'vitest'
import type { Resolver } from 'react-hook-form'
import { lazyResolver } from './lazy-resolver'

type Values = { email: string }
const options = { fields: {}, shouldUseNativeValidation: false } as Parameters<Resolver<Values>>[2]

describe('a resolver loaded on first use (decision 051)', () => {
  it('loads once, on the first check, and answers as the loaded resolver', async () => {
    const resolver: Resolver<Values> = (values) => ({ values, errors: {} })
    const load = vi.fn(() => Promise.resolve(resolver))
    const lazy = lazyResolver(load)
    expect(load).not.toHaveBeenCalled()
    await expect(lazy({ email: 'a@b.ng' }, undefined, options)).resolves.toEqual({
      values: { email: 'a@b.ng' },
      errors: {},
    })
    await lazy({ email: 'c@d.ng' }, undefined, options)
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('tries the load again after it failed', async () => {
    const resolver: Resolver<Values> = (values) => ({ values, errors: {} })
    const load = vi
      .fn<() => Promise<Resolver<Values>>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(resolver)
    const lazy = lazyResolver(load)
    await expect(lazy({ email: 'a@b.ng' }, undefined, options)).rejects.toThrow(TypeError)
    await expect(lazy({ email: 'a@b.ng' }, undefined, options)).resolves.toMatchObject({
      errors: {},
    })
    expect(load).toHaveBeenCalledTimes(2)
  })
})
