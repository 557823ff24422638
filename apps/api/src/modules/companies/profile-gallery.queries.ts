import type { z } from 'zod'
import { FILE_MESSAGES, IMAGE_KINDS, MEDIA_MAX_BYTES, type MediaInputSchema } from '@app/domain'
import type { AppContext } from '../../lib/context.js'
import { assertOwnedFile } from '../files/files.queries.js'

// Beside the company profile because the gallery's schema is the company's; interns share it.

/**
 * A profile's gallery, companies' and interns' alike: up to five images of the account's own, each
 * at most 10 MB. Answers their stored URLs, which replace the old set.
 */
export async function storeGalleryImages(
  ctx: AppContext,
  accountId: string,
  mediaUrls: z.output<typeof MediaInputSchema>,
): Promise<string[]> {
  const stored: string[] = []
  for (const url of mediaUrls) {
    const image = await assertOwnedFile(ctx, accountId, url, {
      field: 'media',
      kinds: IMAGE_KINDS,
      maxBytes: MEDIA_MAX_BYTES,
      typeMessage: FILE_MESSAGES.mediaType,
      sizeMessage: FILE_MESSAGES.mediaTooLarge,
    })
    stored.push(image.url)
  }
  return stored
}

/** The stored gallery as a profile answer's five slots; an unused slot is null. */
export function gallerySlots(mediaUrls: string[]) {
  const slot = (n: number) => mediaUrls[n] ?? null
  return {
    media1Url: slot(0),
    media2Url: slot(1),
    media3Url: slot(2),
    media4Url: slot(3),
    media5Url: slot(4),
  }
}
