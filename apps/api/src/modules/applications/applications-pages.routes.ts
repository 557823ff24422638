import type { FastifyInstance } from 'fastify'
import {
  APPLICATION_MESSAGES,
  APPLICATION_STATUSES,
  APPLICATIONS_PAGE_SIZE,
  InternApplicationsQuerySchema,
  WEB_PAGES,
  pageFromAddress,
  type ApplicationStatus,
} from '@app/domain'
import type { Actor } from '../../lib/context.js'
import { takeNotice } from '../../lib/form-posts.js'
import { signedIn } from '../../plugins/auth.js'
import {
  applicationMissingPage,
  applicationPage,
  applicationsPage,
} from './applications-pages-html.js'
import { getInternApplication, listInternApplications } from './applications.service.js'

/*
 * The intern's applications without JavaScript (issue 33, decision 080): the list with its
 * search, status filter and pages as a GET form and links, and one application; the same services
 * as `GET /users/applications` and `GET /users/applications/:id`.
 */

/** What a page can say once after a post led to it. */
export const APPLICATION_NOTICES = { applied: APPLICATION_MESSAGES.submitted } as const

const isStatus = (value: unknown): value is ApplicationStatus =>
  (APPLICATION_STATUSES as readonly unknown[]).includes(value)

export interface ApplicationsPagesOptions {
  /**
   * The intern's profile score shown above the list (the career module's profile coach). Passed
   * in by app.ts, as the web app's route composes ProfileScoreNote with the list: the career
   * module reads applications, so applications may not read it back.
   */
  profileScore: (intern: Actor) => Promise<number>
}

export async function applicationsPagesRoutes(
  app: FastifyInstance,
  options: ApplicationsPagesOptions,
) {
  const get = { preHandler: app.requirePageAccount('intern'), schema: { hide: true } }

  app.get(WEB_PAGES.internApplications.path, get, async (request, reply) => {
    const query = request.query as Record<string, unknown>
    // Read as the app reads its address (useApplicationParams): anything unknown is left out.
    const search = typeof query.search === 'string' ? query.search.trim().slice(0, 100) : ''
    const criteria = {
      page: pageFromAddress(typeof query.page === 'string' ? query.page : null),
      status: isStatus(query.status) ? query.status : undefined,
      search,
    }
    const filters = InternApplicationsQuerySchema.parse({
      ...criteria,
      search: search || undefined,
      limit: APPLICATIONS_PAGE_SIZE,
    })
    const intern = signedIn(request)
    const page = await listInternApplications(app.ctx, intern, filters)
    // The profile score above the list, as the app's route shows it (ProfileScoreNote).
    const notice = takeNotice(request, reply, APPLICATION_NOTICES)
    return reply.sendPage(
      applicationsPage({
        criteria,
        page,
        notice,
        profileScore: await options.profileScore(intern),
      }),
    )
  })

  app.get<{ Params: { applicationId: string } }>(
    WEB_PAGES.internApplication.path,
    { ...get, config: { missingPage: applicationMissingPage } },
    async (request, reply) => {
      // Another intern's application, or none: the service's 404, as the JSON route answers.
      const application = await getInternApplication(
        app.ctx,
        signedIn(request),
        request.params.applicationId,
      )
      return reply.sendPage(applicationPage(application))
    },
  )
}
