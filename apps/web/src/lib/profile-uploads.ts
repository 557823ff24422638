import { useMutation } from '@tanstack/react-query'
import { FILE_MESSAGES, MEDIA_MAX_BYTES, MEDIA_MAX_COUNT } from '@app/domain'
import { ApiError, NETWORK_ERROR_MESSAGE, hasMessageForPeople } from './api-client'
import { uploadFile } from './upload'

export const SERVER_502_MESSAGE = 'Server error (502 Bad Gateway). Please contact support.'

/** The server's own message; 502 and no answer at all get the spec's words; else the fallback. */
export function messageFor(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback
  if (error.status === 0) return NETWORK_ERROR_MESSAGE
  // A proxy's 502 comes without our envelope, so without a code.
  if (error.status === 502) return SERVER_502_MESSAGE
  return hasMessageForPeople(error) ? error.message : fallback
}

/**
 * Uploads one file. A mutation, so that an expired or revoked session met here ends the session
 * like any other call (App's MutationCache).
 */
export function useUploadFile() {
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress?: (fraction: number) => void }) =>
      uploadFile(file, { onProgress }),
  })
}

const MEDIA_KEYS = ['media1Url', 'media2Url', 'media3Url', 'media4Url', 'media5Url'] as const
export type MediaSlots = Record<(typeof MEDIA_KEYS)[number], string>
type WithMedia = Record<(typeof MEDIA_KEYS)[number], string | null>

/** A profile's images in slot order, empty slots left out. */
export const mediaUrlsOf = (profile: WithMedia): string[] =>
  MEDIA_KEYS.map((key) => profile[key] ?? '').filter(Boolean)

/** Up to five links into the five slots, '' marking the unused ones. */
export const toMediaSlots = (urls: string[]): MediaSlots =>
  Object.fromEntries(MEDIA_KEYS.map((key, index) => [key, urls[index] ?? ''])) as MediaSlots

export const MEDIA_TYPES = ['image/jpeg', 'image/png', 'image/jpg']

/** Why these images cannot be added to the `existing` ones, or null (spec §5, DESIGN §6). */
export function mediaProblem(files: File[], existing: number): string | null {
  if (files.length === 0) return FILE_MESSAGES.mediaNone
  if (existing >= MEDIA_MAX_COUNT) return FILE_MESSAGES.mediaTooMany
  if (existing + files.length > MEDIA_MAX_COUNT) return FILE_MESSAGES.mediaTooManyInTotal
  if (files.some((file) => !MEDIA_TYPES.includes(file.type))) return FILE_MESSAGES.mediaType
  if (files.some((file) => file.size > MEDIA_MAX_BYTES)) return FILE_MESSAGES.mediaTooLarge
  return null
}

const PDF_SIGNATURE = '%PDF-'

/** True when the file's first bytes are a PDF header. */
export async function startsWithPdfSignature(file: File): Promise<boolean> {
  const head = file.slice(0, PDF_SIGNATURE.length)
  const bytes = new Uint8Array(
    typeof head.arrayBuffer === 'function'
      ? await head.arrayBuffer()
      : await new Response(head).arrayBuffer(),
  )
  return String.fromCharCode(...bytes) === PDF_SIGNATURE
}
