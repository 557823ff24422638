import Fastify, { type FastifyInstance } from 'fastify'
import swagger from '@fastify/swagger'
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod'
import type { Config } from './config.js'
import type { Db } from './db/client.js'
import { frameworkErrorReply, NOT_FOUND_BODY, registerErrorHandler } from './lib/error-handler.js'
import type { Mailer } from './lib/mailer.js'
import { metricsRoutes } from './lib/metrics.js'
import { refuseUnsafeText } from './lib/null-characters.js'
import type { RunnerOptions } from './lib/job-runner.js'
import './background-work.js'
import './consequences.js'
import { appContextPlugin } from './plugins/app-context.js'
import { authPlugin } from './plugins/auth.js'
import { compressionPlugin } from './plugins/compression.js'
import { readYourWritesPlugin } from './plugins/read-your-writes.js'
import { loggerOptions, requestLogPlugin } from './plugins/request-log.js'
import { securityHeadersPlugin } from './plugins/security-headers.js'
import { serverPagesPlugin } from './plugins/server-pages.js'
import { webAppPlugin } from './plugins/web-app.js'
import { writeLimitsPlugin } from './plugins/write-rate-limits.js'
import { accountRoutes } from './modules/account/account.routes.js'
import { phoneChannelsRoutes } from './modules/account/phone-channels.routes.js'
import { adminRoutes } from './modules/admin/admin.routes.js'
import { applicationsRoutes } from './modules/applications/applications.routes.js'
import { applicationsPagesRoutes } from './modules/applications/applications-pages.routes.js'
import { applyPagesRoutes } from './modules/applications/apply-pages.routes.js'
import { authRoutes } from './modules/auth/auth.routes.js'
import { signInFormsRoutes } from './modules/auth/sign-in-forms.routes.js'
import { pageSessionRoutes } from './modules/auth/page-session.routes.js'
import { internRolesPagesRoutes } from './modules/roles/intern-roles-pages.routes.js'
import { companiesRoutes } from './modules/companies/companies.routes.js'
import { contactsRoutes } from './modules/contacts/contacts.routes.js'
import { eventsRoutes } from './modules/events/events.routes.js'
import { filesRoutes } from './modules/files/files.routes.js'
import { healthRoutes } from './modules/health/health.routes.js'
import { internsRoutes } from './modules/interns/interns.routes.js'
import { getInternFrameFacts } from './modules/interns/interns.queries.js'
import { getProfileCoach } from './modules/career/coach/profile-coach.queries.js'
import { companyRolesRoutes } from './modules/roles/company-roles.routes.js'
import { internRolesRoutes } from './modules/roles/intern-roles.routes.js'
import { rolesRoutes } from './modules/roles/public-roles.routes.js'
import { messagesRoutes } from './modules/messages/messages.routes.js'
import { chatPagesRoutes } from './modules/messages/chat-pages.routes.js'
import { notificationsRoutes } from './modules/notifications/notifications.routes.js'
import { companyApplicationsRoutes } from './modules/applications/company-applications.routes.js'
import { alertsRoutes } from './modules/alerts/alerts.routes.js'
import { subscriptionsRoutes } from './modules/subscriptions/subscriptions.routes.js'
import { reportsRoutes } from './modules/reports/reports.routes.js'
import { adminContactsRoutes } from './modules/admin/contact-messages.routes.js'
import { heldRolesRoutes } from './modules/admin/held-roles.routes.js'
import { interviewsRoutes } from './modules/applications/interviews/interviews.routes.js'
import { interviewBookingRoutes } from './modules/applications/interviews/interview-booking.routes.js'
import { lettersRoutes } from './modules/applications/letters/letters.routes.js'
import { nyscRejectionRoutes } from './modules/applications/nysc-rejection/nysc-rejection.routes.js'
import { phoneRoutes } from './modules/phone/phone.routes.js'
import { placementsRoutes } from './modules/placements/placements.routes.js'
import { siwesRoutes } from './modules/placements/siwes/siwes.routes.js'
import { logbookRoutes } from './modules/placements/logbook/logbook.routes.js'
import { nyscRoutes } from './modules/placements/nysc/nysc.routes.js'
import { stipendsRoutes } from './modules/placements/stipends/stipends.routes.js'
import { guidesRoutes } from './modules/guides/guides.routes.js'
import { guidePagesRoutes } from './modules/guides/guide-pages.routes.js'
import { profileCoachRoutes } from './modules/career/coach/profile-coach.routes.js'
import { cvRoutes } from './modules/career/cv/cv.routes.js'
import { applicationLettersRoutes } from './modules/career/application-letters/application-letters.routes.js'
import { contactPagesRoutes } from './modules/contacts/contact-pages.routes.js'
import { sitePagesRoutes } from './modules/site/site-pages.routes.js'
import { homePagesRoutes } from './modules/subscriptions/home-pages.routes.js'
import { browsePagesRoutes } from './modules/roles/browse-pages.routes.js'

export const API_PREFIX = '/api/v1'

export interface AppOptions {
  config: Config
  db: Db
  otpSecret: string
  /** Tests and main may pass their own; otherwise one is made from the config. */
  mailer?: Mailer
  /** Where log lines go; standard output unless a test reads them. */
  logStream?: { write(line: string): void }
  /** Job runner timings; tests shorten the retry delay. */
  jobs?: Pick<RunnerOptions, 'pollIntervalS' | 'retryDelayS' | 'maintenanceIntervalS'>
}

/** Builds the whole server without listening, so tests drive it with inject(). */
export async function buildApp({
  config,
  db,
  otpSecret,
  mailer,
  logStream,
  jobs,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    ...loggerOptions(config, logStream),
    bodyLimit: 64 * 1024,
    // Long enough for a 20 MB upload over a slow mobile connection.
    requestTimeout: 300_000,
    connectionTimeout: 60_000,
    trustProxy: config.TRUST_PROXY ?? false,
    // A malformed or overlong path segment answers in the error envelope like everything else.
    frameworkErrors: frameworkErrorReply,
  })
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)

  await app.register(appContextPlugin, { config, db, otpSecret, mailer, jobs })
  await app.register(requestLogPlugin)
  await app.register(securityHeadersPlugin)
  await app.register(compressionPlugin, { apiPrefix: API_PREFIX })
  await app.register(swagger, {
    openapi: {
      info: { title: 'Internplace API', version: '1.0.0' },
      servers: [{ url: API_PREFIX }],
    },
    transform: jsonSchemaTransform,
  })
  registerErrorHandler(app)
  refuseUnsafeText(app)
  await app.register(authPlugin)
  await app.register(readYourWritesPlugin)
  await app.register(writeLimitsPlugin)

  await app.register(
    async (api) => {
      await api.register(healthRoutes)
      await api.register(authRoutes)
      await api.register(rolesRoutes)
      await api.register(companiesRoutes)
      await api.register(companyRolesRoutes)
      await api.register(internsRoutes)
      await api.register(internRolesRoutes)
      await api.register(accountRoutes)
      await api.register(phoneChannelsRoutes)
      await api.register(contactsRoutes)
      await api.register(filesRoutes)
      await api.register(applicationsRoutes)
      await api.register(companyApplicationsRoutes)
      await api.register(interviewsRoutes)
      await api.register(interviewBookingRoutes)
      await api.register(messagesRoutes)
      await api.register(notificationsRoutes)
      await api.register(eventsRoutes)
      await api.register(alertsRoutes)
      await api.register(subscriptionsRoutes)
      await api.register(reportsRoutes)
      await api.register(adminContactsRoutes)
      await api.register(heldRolesRoutes)
      await api.register(lettersRoutes)
      await api.register(nyscRejectionRoutes)
      await api.register(placementsRoutes)
      await api.register(siwesRoutes)
      await api.register(logbookRoutes)
      await api.register(nyscRoutes)
      await api.register(stipendsRoutes)
      await api.register(guidesRoutes)
      await api.register(profileCoachRoutes)
      await api.register(cvRoutes)
      await api.register(applicationLettersRoutes)
      await api.register(phoneRoutes)
      await api.register(adminRoutes)
      await api.register(metricsRoutes(app.metrics, config.METRICS_TOKEN))
      api.get('/docs', { schema: { hide: true } }, async () => app.swagger())
    },
    { prefix: API_PREFIX },
  )

  // Pages the server writes whole, ahead of the web app's catch-all (decision 066).
  await app.register(guidePagesRoutes)
  // Pages and form posts for browsers without JavaScript: cookie session, CSRF (decision 075).
  await app.register(serverPagesPlugin, {
    routes: [
      signInFormsRoutes,
      pageSessionRoutes,
      homePagesRoutes,
      sitePagesRoutes,
      contactPagesRoutes,
      browsePagesRoutes,
      internRolesPagesRoutes,
      applyPagesRoutes,
      // The list shows the career module's profile score, as the app's route composes it.
      (scope) =>
        applicationsPagesRoutes(scope, {
          profileScore: async (intern) => (await getProfileCoach(app.ctx, intern)).score,
        }),
      chatPagesRoutes,
    ],
    publicUrl: config.PUBLIC_URL,
    webDist: config.WEB_DIST,
    internFrame: (accountId) => getInternFrameFacts(app.ctx.db, accountId),
  })
  app.setNotFoundHandler((_request, reply) => reply.status(404).send(NOT_FOUND_BODY))
  await app.register(webAppPlugin, {
    webDist: config.WEB_DIST,
    apiPrefix: API_PREFIX,
  })
  return app
}
