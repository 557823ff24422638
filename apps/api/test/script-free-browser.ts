import type { FastifyInstance } from 'fastify'

/**
 * A browser without JavaScript, for the server's pages: it keeps the cookies it is given (by
 * name; an expired or emptied one is dropped), sends them back, and posts forms urlencoded, with
 * the CSRF token of the last page it read unless told otherwise.
 */
export function browser(app: FastifyInstance, remoteAddress = '127.0.0.1') {
  const cookies = new Map<string, string>()
  let lastToken: string | undefined

  const keep = (setCookie: string | string[] | undefined) => {
    for (const line of [setCookie ?? []].flat()) {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim())
      const [name = '', value = ''] = pair.split(/=(.*)/s)
      const expires = attributes.find((a) => /^expires=/i.test(a))
      const isGone =
        value === '' ||
        attributes.some((a) => /^max-age=0$/i.test(a)) ||
        (expires !== undefined && new Date(expires.slice(8)).getTime() <= Date.now())
      if (isGone) cookies.delete(name)
      else cookies.set(name, value)
    }
  }

  async function visit(
    method: 'GET' | 'POST',
    url: string,
    form?: Record<string, string>,
    headers: Record<string, string> = {},
  ) {
    const cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ')
    const res = await app.inject({
      method,
      url,
      remoteAddress,
      headers: {
        ...(cookie && { cookie }),
        ...(form && { 'content-type': 'application/x-www-form-urlencoded' }),
        ...headers,
      },
      ...(form && { payload: new URLSearchParams(form).toString() }),
    })
    await app.ctx.jobs.settle()
    keep(res.headers['set-cookie'])
    const token = /name="_csrf" value="([^"]+)"/.exec(res.body)?.[1]
    if (token) lastToken = token
    return res
  }

  return {
    cookies,
    get token() {
      return lastToken
    },
    get: (url: string) => visit('GET', url),
    /** Posts a form with the last page's CSRF token, unless the form names its own `_csrf`. */
    post: (url: string, form: Record<string, string> = {}, headers?: Record<string, string>) =>
      visit('POST', url, { ...(lastToken && { _csrf: lastToken }), ...form }, headers),
    /** Posts a form exactly as given: no token added. */
    postBare: (url: string, form: Record<string, string>, headers?: Record<string, string>) =>
      visit('POST', url, form, headers),
  }
}

export type Browser = ReturnType<typeof browser>
