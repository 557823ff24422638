import type { Sharp, SharpOptions } from 'sharp'
import { FILE_MESSAGES, IMAGE_MAX_PIXELS } from '@app/domain'
import { AppError } from './errors.js'
import { limitConcurrency } from './work-limit.js'

/** Pictures decoded at once per process; more would only share the same cores, and use memory. */
export const IMAGE_JOBS_AT_ONCE = 2
const imageJob = limitConcurrency(IMAGE_JOBS_AT_ONCE)

let library: Promise<(input: Buffer, options: SharpOptions) => Sharp> | undefined
/**
 * sharp (libvips) is loaded at the first picture, not at start: about 25 MB of resident memory
 * a process serving lists never needs (decision 041).
 */
const sharp = async (input: Buffer, options: SharpOptions): Promise<Sharp> =>
  (await (library ??= import('sharp').then((loaded) => loaded.default)))(input, options)

/**
 * Decodes and re-encodes a JPEG or PNG in the same format. Turning it upright by its EXIF
 * orientation first, then writing no metadata at all, drops EXIF, GPS, XMP and comments; decoding
 * for real also refuses a file that only starts like an image. Uploads beyond IMAGE_JOBS_AT_ONCE
 * wait their turn.
 */
export const reencodeImage = (bytes: Buffer, kind: 'jpeg' | 'png'): Promise<Buffer> =>
  imageJob(() => reencode(bytes, kind))

async function reencode(bytes: Buffer, kind: 'jpeg' | 'png'): Promise<Buffer> {
  try {
    const image = await sharp(bytes, { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'error' })
    const { isPalette } = await image.metadata()
    const upright = image.autoOrient()
    const encoded =
      kind === 'jpeg'
        ? upright.jpeg({ quality: 85, mozjpeg: true })
        : // A palette PNG stays a palette PNG, so a small logo does not grow past its limit.
          upright.png({ compressionLevel: 9, palette: isPalette })
    return await encoded.toBuffer()
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      throw new AppError('PAYLOAD_TOO_LARGE', FILE_MESSAGES.imageTooManyPixels)
    }
    throw new AppError('UNSUPPORTED_FILE_TYPE', FILE_MESSAGES.imageUnreadable)
  }
}

/** The most an SVG is scaled up when drawn: a 10-pixel viewBox still makes a sharp logo. */
const SVG_MAX_DENSITY = 72 * 100

/**
 * A stored (so already sanitised) SVG drawn as a PNG `size` pixels on its longer side, for
 * writers that cannot draw SVG (pdfkit, letters). It is drawn at the density that gives that size,
 * not drawn small and enlarged; a file libvips cannot draw is refused as unreadable.
 */
export const rasteriseSvg = (bytes: Buffer, size: number): Promise<Buffer> =>
  imageJob(async () => {
    const { width = size, height = size } = await (
      await sharp(bytes, { limitInputPixels: IMAGE_MAX_PIXELS })
    ).metadata()
    const density = Math.min((72 * size) / Math.max(width, height, 1), SVG_MAX_DENSITY)
    return (await sharp(bytes, { density, limitInputPixels: IMAGE_MAX_PIXELS }))
      .resize({ width: size, height: size, fit: 'inside' })
      .png()
      .toBuffer()
  })

/** Thumbnails made since the process started, newest last; a few KB each. */
const thumbnails = new Map<string, Buffer>()
const THUMBNAILS_KEPT = 500

/**
 * A WebP copy of a stored JPEG or PNG, `width` pixels on its longer side (never enlarged), made on
 * the first request for it and then kept in memory; browsers keep it for a year (decision 032).
 */
export async function thumbnailOf(
  key: string,
  width: number,
  original: () => Promise<Buffer>,
): Promise<Buffer> {
  const cacheKey = `${key}@${width}`
  const kept = thumbnails.get(cacheKey)
  if (kept) return kept
  const bytes = await original()
  const made = await imageJob(async () =>
    (await sharp(bytes, { limitInputPixels: IMAGE_MAX_PIXELS }))
      .resize({ width, height: width, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 75, effort: 4 })
      .toBuffer(),
  )
  thumbnails.set(cacheKey, made)
  if (thumbnails.size > THUMBNAILS_KEPT) {
    const oldest = thumbnails.keys().next().value
    if (oldest !== undefined) thumbnails.delete(oldest)
  }
  return made
}
