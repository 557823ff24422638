/**
 * The widths, in pixels, the API makes a WebP copy of a public photo or logo in (`?w=96`): a list
 * shows a 40 px logo from the 96 px copy, a large screen or a sharp phone the 256 px one
 * (decision 032). Kept apart from the schemas so the pages that show pictures do not load zod.
 */
export const THUMBNAIL_WIDTHS = [96, 256] as const
export type ThumbnailWidth = (typeof THUMBNAIL_WIDTHS)[number]

/**
 * The `<img>` attributes for a stored photo or logo shown `shownPx` CSS pixels wide: the API's
 * WebP thumbnails (a few KB) in a srcset, so a phone downloads the size it shows, not the upload
 * (decision 032). Other addresses (signed links of private files, blobs) are used as they are.
 * The web app's images and the server's pages (issue 33) both draw logos with it.
 */
export function sizedImage(url: string, shownPx: number, filesBase: string) {
  if (!url.startsWith(filesBase) || url.includes('?')) return { src: url }
  const [smallest] = THUMBNAIL_WIDTHS
  return {
    src: `${url}?w=${smallest}`,
    srcSet: THUMBNAIL_WIDTHS.map((width) => `${url}?w=${width} ${width}w`).join(', '),
    sizes: `${shownPx}px`,
  }
}
