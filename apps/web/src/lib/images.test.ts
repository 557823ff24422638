import { describe, expect, it } from 'vitest'
import { sizedImage } from './images'

describe('the size of a stored picture', () => {
  it('offers the thumbnails of a stored photo in the size shown', () => {
    expect(sizedImage('/api/v1/files/0b9e.png', 40)).toEqual({
      src: '/api/v1/files/0b9e.png?w=96',
      srcSet: '/api/v1/files/0b9e.png?w=96 96w, /api/v1/files/0b9e.png?w=256 256w',
      sizes: '40px',
    })
  })

  it('uses any other address as it is', () => {
    expect(sizedImage('/api/v1/files/0b9e.pdf?expires=1&signature=x', 40)).toEqual({
      src: '/api/v1/files/0b9e.pdf?expires=1&signature=x',
    })
    expect(sizedImage('blob:http://localhost/1', 40)).toEqual({ src: 'blob:http://localhost/1' })
  })
})
