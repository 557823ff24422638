import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  AcademicInfoInputSchema,
  InternBasicInfoInputSchema,
  InternContactInputSchema,
  InternMeSchema,
  InternPreferencesInputSchema,
  InternSkillsInputSchema,
  MediaInputSchema,
  ProfileImageInputSchema,
  ResumeInputSchema,
  successOf,
} from '@app/domain'
import { signedIn } from '../../plugins/auth.js'
import {
  getOwnInternProfile,
  setInternAcademicInfo,
  setInternBasicInfo,
  setInternContact,
  setInternMedia,
  setInternPreferences,
  setInternProfileImage,
  setInternResume,
  setInternSkills,
  type SavedProfile,
} from './intern-profile.service.js'

const BODY_LIMIT = 16 * 1024
const answer = { 200: successOf(InternMeSchema) }
const saved = ({ profile, message }: SavedProfile) => ({
  status: 'success' as const,
  message,
  data: profile,
})

/** The intern's own profile: the wizard's five steps and the profile page's sections (spec §2, §7). */
export async function internsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const tags = ['intern profile']
  // On request, before the body is read: a caller without a session gets 401, not a validation answer.
  const onRequest = app.requireAccount('intern')
  const write = { onRequest, bodyLimit: BODY_LIMIT }

  app.get('/auth/me', { onRequest, schema: { tags, response: answer } }, async (request) => ({
    status: 'success' as const,
    data: await getOwnInternProfile(app.ctx, signedIn(request)),
  }))

  app.patch(
    '/auth/basic-info',
    { ...write, schema: { tags, body: InternBasicInfoInputSchema, response: answer } },
    async (request) => saved(await setInternBasicInfo(app.ctx, signedIn(request), request.body)),
  )

  app.patch(
    '/auth/contact-info',
    { ...write, schema: { tags, body: InternContactInputSchema, response: answer } },
    async (request) => saved(await setInternContact(app.ctx, signedIn(request), request.body)),
  )

  app.patch(
    '/auth/academic-info',
    { ...write, schema: { tags, body: AcademicInfoInputSchema, response: answer } },
    async (request) => saved(await setInternAcademicInfo(app.ctx, signedIn(request), request.body)),
  )

  // The preferences card also sends ?id={userId}; the session decides whose preferences change.
  app.patch(
    '/auth/preferences',
    { ...write, schema: { tags, body: InternPreferencesInputSchema, response: answer } },
    async (request) => saved(await setInternPreferences(app.ctx, signedIn(request), request.body)),
  )

  app.patch(
    '/auth/profile-image',
    { ...write, schema: { tags, body: ProfileImageInputSchema, response: answer } },
    async (request) =>
      saved(await setInternProfileImage(app.ctx, signedIn(request), request.body.profileImageUrl)),
  )

  app.patch(
    '/auth/set-medias',
    { ...write, schema: { tags, body: MediaInputSchema, response: answer } },
    async (request) => saved(await setInternMedia(app.ctx, signedIn(request), request.body)),
  )

  app.patch(
    '/auth/upload-resume',
    { ...write, schema: { tags, body: ResumeInputSchema, response: answer } },
    async (request) =>
      saved(await setInternResume(app.ctx, signedIn(request), request.body.resumeUrl)),
  )

  app.patch(
    '/auth/skills',
    { ...write, schema: { tags, body: InternSkillsInputSchema, response: answer } },
    async (request) => saved(await setInternSkills(app.ctx, signedIn(request), request.body)),
  )
}
