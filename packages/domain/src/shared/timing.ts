/** Timings and sizes from spec §9 that the web app uses. */
export const SPLASH_MS = 3000
export const HEADER_SKELETON_MS = 1500
export const TOAST_SUCCESS_MS = 3000
export const TOAST_ERROR_MS = 5000
export const TOAST_MAX_WIDTH_PX = 500
export const QUERY_STALE_MS = 5 * 60 * 1000
export const SUCCESS_DIALOG_AUTO_CLOSE_MS = 3000
