import { describe, expect, it } from 'vitest'
import { limitConcurrency } from './work-limit.js'

const tick = () => new Promise((resolve) => setTimeout(resolve, 5))

describe('limitConcurrency', () => {
  it('runs at most max jobs at once, all of them in the end, in arrival order', async () => {
    const run = limitConcurrency(2)
    let running = 0
    let most = 0
    const started: number[] = []
    const results = await Promise.all(
      [0, 1, 2, 3, 4, 5].map((n) =>
        run(async () => {
          started.push(n)
          most = Math.max(most, ++running)
          await tick()
          running--
          return n * 10
        }),
      ),
    )
    expect(most).toBe(2)
    expect(started).toEqual([0, 1, 2, 3, 4, 5])
    expect(results).toEqual([0, 10, 20, 30, 40, 50])
  })

  it('frees the slot when a job fails', async () => {
    const run = limitConcurrency(1)
    await expect(run(() => Promise.reject(new Error('broken image')))).rejects.toThrow(
      'broken image',
    )
    await expect(run(async () => 'next')).resolves.toBe('next')
  })
})
