import { THUMBNAIL_WIDTHS } from '@app/domain'
import { API_BASE } from './api-client'

const FILES = `${API_BASE}/files/`

/**
 * The `<img>` attributes for a stored photo or logo shown `shownPx` CSS pixels wide: the API's
 * WebP thumbnails (a few KB) in a srcset, so a phone downloads the size it shows, not the upload
 * (decision 032). Other addresses (signed links of private files, blobs) are used as they are.
 */
export function sizedImage(url: string, shownPx: number) {
  if (!url.startsWith(FILES) || url.includes('?')) return { src: url }
  const [smallest] = THUMBNAIL_WIDTHS
  return {
    src: `${url}?w=${smallest}`,
    srcSet: THUMBNAIL_WIDTHS.map((width) => `${url}?w=${width} ${width}w`).join(', '),
    sizes: `${shownPx}px`,
  }
}
