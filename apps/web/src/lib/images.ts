import { sizedImage as sizedImageUnder } from '@app/domain'
import { API_BASE } from './api-client'

const FILES = `${API_BASE}/files/`

/** The `<img>` attributes for a stored photo or logo shown `shownPx` wide (domain sizedImage). */
export const sizedImage = (url: string, shownPx: number) => sizedImageUnder(url, shownPx, FILES)
