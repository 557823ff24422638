import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import {
  APPLICATION_MESSAGES,
  ApplyInputSchema,
  WEB_PAGES,
  type InternRole,
  type ScreeningQuestion,
} from '@app/domain'
import {
  answerFormAgain,
  formField,
  leaveNotice,
  refusalStatus,
  seeOther,
} from '../../lib/form-posts.js'
import { signedIn } from '../../plugins/auth.js'
import { getInternProfile } from '../interns/interns.queries.js'
import { getInternRole } from '../roles/intern-role.queries.js'
import {
  answerField,
  applyPage,
  applyStepMissingPage,
  reviewPage,
  type ReviewValues,
} from './apply-pages-html.js'
import { applyToRole } from './apply-to-role.service.js'
import type { APPLICATION_NOTICES } from './applications-pages.routes.js'

/*
 * Applying without JavaScript (issue 33, decision 080): the apply page, and the review page as a
 * form that posts to the same service as `POST /users/roles/:roleId/apply` (applyToRole), with
 * the same write limit. A refusal answers the form again with what was typed; nothing is saved.
 */

const BODY_LIMIT = 16 * 1024

type RoleRequest = FastifyRequest<{ Params: { roleId: string } }>

/**
 * A question's answer as its kind takes it: Yes/No a boolean, a number a number. Text that is not
 * one stays text, so the service refuses it with its own message; an empty field is no answer.
 */
function answerOf(question: ScreeningQuestion, raw: string) {
  const text = raw.trim()
  if (question.kind === 'yes_no' && (text === 'true' || text === 'false')) return text === 'true'
  if (question.kind === 'number' && /^-?\d+(\.\d+)?$/.test(text)) return Number(text)
  return question.kind === 'text' ? raw : text
}

/** The form as typed, each answer as text (to show again) by question id. */
function typedValues(request: FastifyRequest, role: InternRole): ReviewValues {
  const answers: Record<string, string> = {}
  for (const question of role.questions) {
    const value = formField(request, answerField(question.id))
    if (value !== undefined) answers[question.id] = value
  }
  return { coverNote: formField(request, 'coverNote') ?? '', answers }
}

/** What applyToRole is given: the profile's resume, the note when asked, the answers given. */
function applicationOf(role: InternRole, resumeUrl: string | null, values: ReviewValues) {
  const answers = role.questions.flatMap((question) => {
    const raw = values.answers[question.id]
    return raw === undefined || raw.trim() === ''
      ? []
      : [{ questionId: question.id, answer: answerOf(question, raw) }]
  })
  return {
    resumeUrl: resumeUrl ?? '',
    // Only a role that asks for a note shows the field; none is sent otherwise.
    ...(role.asksCoverNote && { coverNote: values.coverNote }),
    answers,
  }
}

export async function applyPagesRoutes(app: FastifyInstance) {
  const intern = app.requirePageAccount('intern')
  const get = { preHandler: intern, schema: { hide: true } }

  /** The role as the intern sees it (404 page when it cannot be shown) and their profile. */
  const load = async (request: RoleRequest) => {
    const actor = signedIn(request)
    const [role, me] = await Promise.all([
      getInternRole(app.ctx, actor, request.params.roleId),
      getInternProfile(app.ctx.db, actor.id),
    ])
    return { actor, role, me }
  }

  const missingFor = (step: 'apply' | 'review') => ({
    missingPage: (request: FastifyRequest) =>
      applyStepMissingPage(step, (request.params as RoleRequest['params']).roleId),
  })

  app.get<{ Params: { roleId: string } }>(
    WEB_PAGES.internApply.path,
    { ...get, config: missingFor('apply') },
    async (request, reply) => {
      const { role, me } = await load(request)
      return reply.sendPage(applyPage({ role, me }))
    },
  )

  app.get<{ Params: { roleId: string } }>(
    WEB_PAGES.internReviewApplication.path,
    { ...get, config: missingFor('review') },
    async (request, reply) => {
      const { role, me } = await load(request)
      return reply.sendPage(reviewPage({ role, me, csrfField: reply.csrfField() }))
    },
  )

  /** The review form again, with what was typed and why it was refused; nothing was saved. */
  const reviewAgain = async (
    request: RoleRequest,
    reply: FastifyReply,
    refusal: { message: string; status: number; errors?: Record<string, string> | undefined },
  ) => {
    const { role, me } = await load(request)
    const { message, status, errors = {} } = refusal
    const values = typedValues(request, role)
    return reply.sendPage({
      ...reviewPage({ role, me, csrfField: reply.csrfField(), values, message, errors }),
      status,
    })
  }

  app.post<{ Params: { roleId: string } }>(
    WEB_PAGES.internReviewApplication.path,
    {
      preHandler: intern,
      bodyLimit: BODY_LIMIT,
      schema: { hide: true },
      // The JSON apply's limit: a form post counts against the same one.
      config: { writeLimit: 'applications' },
      // The service's refusals, and the limit's before the handler, answer the form again.
      errorHandler: answerFormAgain<RoleRequest>((request, reply, error) =>
        reviewAgain(request, reply, {
          message: error.message,
          status: refusalStatus(reply, error),
          errors: error.details.errors,
        }),
      ),
    },
    async (request, reply) => {
      const { actor, role, me } = await load(request)
      const input = ApplyInputSchema.safeParse(
        applicationOf(role, me.resumeUrl, typedValues(request, role)),
      )
      if (!input.success) {
        const [issue] = input.error.issues
        const field = issue?.path[0] === 'coverNote' ? 'coverNote' : undefined
        const message = issue?.message ?? APPLICATION_MESSAGES.resumeRequired
        return reviewAgain(request, reply, {
          message,
          status: 400,
          errors: field ? { [field]: message } : {},
        })
      }
      await applyToRole(app.ctx, actor, { ...input.data, roleId: role.id })
      leaveNotice(reply, 'applied' satisfies keyof typeof APPLICATION_NOTICES)
      return seeOther(reply, WEB_PAGES.internApplications.href())
    },
  )
}
