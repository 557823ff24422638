import sharp from 'sharp'
import { FILE_MESSAGES, IMAGE_MAX_PIXELS } from '@app/domain'
import { AppError } from '../../lib/errors.js'
import { limitConcurrency } from '../../lib/work-limit.js'

/** Pictures decoded at once per process; more would only share the same cores, and use memory. */
export const IMAGE_JOBS_AT_ONCE = 2
const imageJob = limitConcurrency(IMAGE_JOBS_AT_ONCE)

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
    const image = sharp(bytes, { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'error' })
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
