import multipart from '@fastify/multipart'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  FILE_MESSAGES,
  THUMBNAIL_WIDTHS,
  UPLOAD_MAX_BYTES,
  UploadedFileSchema,
  successOf,
} from '@app/domain'
import { AppError } from '../../lib/errors.js'
import { signedIn } from '../../plugins/auth.js'
import { FILE_EXTENSIONS } from '../../lib/file-storage.js'
import { isDocumentKind, openStoredFile, uploadFile, type FileRow } from './files.service.js'
import { thumbnailOf } from '../../lib/image-processing.js'

const THUMBNAIL_WIDTH = z.enum(THUMBNAIL_WIDTHS.map(String) as [string, ...string[]], {
  message: `w must be one of ${THUMBNAIL_WIDTHS.join(', ')}`,
})

/** Even an SVG opened on its own cannot run script, load anything or reach the page's origin. */
const FILE_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox"

export async function filesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()

  // Multipart is accepted by this route alone, with its own limits.
  await app.register(async (upload) => {
    await upload.register(multipart, {
      limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024 },
    })
    upload.withTypeProvider<ZodTypeProvider>().post(
      '/misc/file-upload',
      {
        // Members' files only: the console uploads nothing, so an admin's token is refused here.
        preHandler: app.requireAccount('company', 'intern'),
        config: { writeLimit: 'uploads' },
        schema: {
          tags: ['files'],
          consumes: ['multipart/form-data'],
          response: { 201: successOf(UploadedFileSchema) },
        },
      },
      async (request, reply) => {
        const file = await readUpload(request)
        const { answer } = await uploadFile(app.ctx, signedIn(request).id, file)
        return reply.status(201).send({ status: 'success', data: answer })
      },
    )
  })

  app.get(
    '/files/:key',
    {
      schema: {
        tags: ['files'],
        params: z.object({ key: z.string().max(64) }),
        querystring: z.object({
          expires: z.string().max(20).optional(),
          signature: z.string().max(100).optional(),
          /** A public JPEG or PNG in this width, as WebP; anything else is sent as it is. */
          w: THUMBNAIL_WIDTH.optional(),
        }),
      },
    },
    async (request, reply) => {
      const stored = await openStoredFile(app.ctx, request.params.key, request.query)
      if (!stored) throw new AppError('NOT_FOUND', 'Not found')
      const { row, kind, stream } = stored
      const { w } = request.query
      const thumbnail =
        w !== undefined && !row.isPrivate && (kind === 'jpeg' || kind === 'png')
          ? await thumbnailOf(request.params.key, Number(w), () => bufferOf(stream))
          : null
      if (thumbnail) stream.destroy()
      reply
        .type(thumbnail ? 'image/webp' : row.mimeType)
        .header('Content-Length', thumbnail ? thumbnail.length : row.sizeBytes)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', FILE_CSP)
        .header('Cross-Origin-Resource-Policy', 'same-origin')
        .header(
          'Cache-Control',
          row.isPrivate ? 'private, no-store' : 'public, max-age=31536000, immutable',
        )
      if (isDocumentKind(kind)) {
        reply.header('Content-Disposition', attachment(row, FILE_EXTENSIONS[kind]))
      }
      return reply.send(thumbnail ?? stream)
    },
  )
}

async function bufferOf(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(Buffer.from(chunk))
  return Buffer.concat(chunks)
}

/**
 * The one file of a multipart request, whole; the size limit is enforced while it streams in. A
 * body the parser cannot read is the sender's error (400), whatever part of it is broken.
 */
async function readUpload(request: FastifyRequest) {
  const missing = () => new AppError('VALIDATION_FAILED', FILE_MESSAGES.uploadMissing)
  if (!request.isMultipart()) throw missing()
  try {
    const part = await request.file()
    if (!part || part.fieldname !== 'file') throw missing()
    return { buffer: await part.toBuffer(), originalName: part.filename }
  } catch (error) {
    if (error instanceof AppError) throw error
    const code = (error as { code?: string }).code
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('PAYLOAD_TOO_LARGE', FILE_MESSAGES.uploadTooLarge)
    }
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw new AppError('VALIDATION_FAILED', FILE_MESSAGES.uploadOneFile)
    }
    // Everything else the parser meets is the body itself: no or an empty boundary, a body cut
    // short, a broken part header. None of it is our fault, so none of it is a 500.
    request.log.info({ err: error }, 'unreadable multipart body')
    throw new AppError('VALIDATION_FAILED', FILE_MESSAGES.uploadMalformed)
  }
}

/**
 * `attachment` with the uploader's name under the detected extension: a DOCX sent as 'cv.pdf'
 * downloads as 'cv.docx'. An ASCII fallback, and the exact name in RFC 5987 form.
 */
function attachment(row: FileRow, extension: string): string {
  const base = (row.originalName ?? '').replace(/\.[^.]*$/, '').slice(0, 100) || 'document'
  const name = `${base}.${extension}`
  const ascii = name.replace(/[^\w.\- ]+/g, '_')
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`
}
