// Makes the installed app's icons (apps/web/public/icons) from the logo, favicon.svg, with sharp.
// Run again only when the logo changes: `node scripts/make-app-icons.mjs`; the PNGs are committed.
import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'

const publicDir = path.resolve(import.meta.dirname, '../apps/web/public')
const outDir = path.join(publicDir, 'icons')
const logo = fs.readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8')
const BRAND_900 = '#0b1f4d'
fs.mkdirSync(outDir, { recursive: true })

/** The logo as drawn: a rounded tile, for launchers that show the icon as it is. */
const plain = (size, file) =>
  sharp(Buffer.from(logo), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(outDir, file))

/**
 * A full-bleed square whose mark sits within the middle 80% (the maskable safe zone), for
 * launchers that cut their own shape, and for iOS, which rounds the corners itself.
 */
const fullBleed = (size, file, markShare) => {
  const mark = logo
    .replace(/<rect[^>]*\/>/, '')
    .replace('viewBox="0 0 32 32"', `viewBox="0 0 32 32" width="${size}" height="${size}"`)
  const inset = Math.round(size * markShare)
  return sharp({
    create: { width: size, height: size, channels: 4, background: BRAND_900 },
  })
    .composite([
      {
        input: Buffer.from(
          mark.replace(`width="${size}" height="${size}"`, `width="${inset}" height="${inset}"`),
        ),
        gravity: 'center',
      },
    ])
    .png({ compressionLevel: 9 })
    .toFile(path.join(outDir, file))
}

await plain(192, 'icon-192.png')
await plain(512, 'icon-512.png')
await fullBleed(512, 'maskable-512.png', 0.8)
await fullBleed(180, 'apple-touch-icon.png', 0.9)
console.log(`icons written to ${path.relative(process.cwd(), outDir)}`)
