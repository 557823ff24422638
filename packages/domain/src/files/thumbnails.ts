/**
 * The widths, in pixels, the API makes a WebP copy of a public photo or logo in (`?w=96`): a list
 * shows a 40 px logo from the 96 px copy, a large screen or a sharp phone the 256 px one
 * (decision 032). Kept apart from the schemas so the pages that show pictures do not load zod.
 */
export const THUMBNAIL_WIDTHS = [96, 256] as const
export type ThumbnailWidth = (typeof THUMBNAIL_WIDTHS)[number]
