const PALETTE = ['#0b1f4d', '#1f46b5', '#16a34a', '#b45309', '#7c3aed', '#be123c', '#0e7490']

/**
 * A small initials picture, so demo companies have a logo and demo interns a photo (and so
 * complete profiles). Stored through the files service like any upload.
 */
export function initialsSvg(name: string): Buffer {
  const initials = name
    .split(/\s+/)
    .filter((word) => /^\p{L}/u.test(word))
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('')
  const colour = PALETTE[[...name].reduce((sum, c) => sum + c.charCodeAt(0), 0) % PALETTE.length]
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96">` +
      `<rect width="96" height="96" rx="16" fill="${colour}"/>` +
      `<text x="48" y="60" font-family="Arial,sans-serif" font-size="36" font-weight="700" ` +
      `fill="#fff" text-anchor="middle">${initials}</text></svg>`,
  )
}
