import { INTERN_WIZARD_STEPS, type InternMe } from '@app/domain'
import { ok, stubApi, type StubRequest } from '../../test/api-stub'
import { anIntern } from '../../test/intern-fixtures'

/** A new intern as `GET /auth/me` answers it: only the email is known. */
export const aNewIntern = (overrides: Partial<InternMe> = {}): InternMe =>
  anIntern({
    firstName: null,
    lastName: null,
    dateOfBirth: null,
    countryCode: null,
    phoneNumber: null,
    gender: null,
    address: null,
    bio: null,
    preferredIndustry: null,
    intendedDuration: null,
    locationPreference: null,
    fieldOfStudy: null,
    institutionName: null,
    yearOfEntry: null,
    yearOfGraduation: null,
    skills: [],
    profileImageUrl: null,
    resumeUrl: null,
    progress: 6,
    profileComplete: false,
    steps: Object.fromEntries(
      INTERN_WIZARD_STEPS.map((step) => [step, false]),
    ) as InternMe['steps'],
    ...overrides,
  })

/** What `POST /misc/file-upload` answers for a stored file. */
export const uploaded = (fileUrl: string, kind: 'png' | 'pdf' = 'png') =>
  ok({
    fileUrl,
    kind,
    mimeType: kind === 'png' ? 'image/png' : 'application/pdf',
    sizeBytes: 68,
    viewUrl: fileUrl,
  })

/** A File whose bytes are the given text, for the client-side checks. */
export const fileOf = (name: string, type: string, content: string | Uint8Array) =>
  new File([content as BlobPart], name, { type })

type Reply = ReturnType<typeof ok>
/**
 * Stubs the API with `GET /auth/me` answering the intern as last saved: a PATCH /auth/… handler
 * that answers a profile makes it the current one, as the server would.
 */
export function stubInternApi(
  initial: InternMe,
  handlers: Record<string, Reply | ((request: StubRequest) => Reply)> = {},
) {
  let current = initial
  const routes: Record<string, (request: StubRequest) => Reply> = {
    'GET /auth/me': () => ok(current),
  }
  for (const [route, handler] of Object.entries(handlers)) {
    routes[route] = (request) => {
      const reply = typeof handler === 'function' ? handler(request) : handler
      const data = (reply.body as { data?: InternMe }).data
      if (route.startsWith('PATCH /auth/') && (reply.status ?? 200) < 300 && data) current = data
      return reply
    }
  }
  return stubApi(routes)
}
