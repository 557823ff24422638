import { describe, expect, it } from 'vitest'
import {
  CHAT_MESSAGES,
  CHAT_PAGE_WORDS,
  MESSAGE_MAX_LENGTH,
  SAFETY_NOTICE,
  WRITE_LIMITS,
  escapeHtml,
} from '@app/domain'
import { messages } from '../../db/schema.js'
import { PAGE_MESSAGES } from '../../plugins/server-pages.js'
import { call, useTestApp } from '../../../test/test-app.js'
import { applied, sendMessageAs } from '../../../test/conversation-fixtures.js'
import { createCompleteIntern } from '../../../test/factories.js'
import { browser } from '../../../test/script-free-browser.js'

/*
 * Reading and answering a chat without JavaScript (issue 33, decision 080): the same service and
 * limits as `PUT /messages/applications/:id/message`; another intern's chat is 404.
 */
const t = useTestApp()

function signedInBrowser(token: string) {
  const b = browser(t.app)
  b.cookies.set('session', token)
  return b
}

const allMessages = () => t.database.db.select().from(messages)
const decoded = (body: string) =>
  body.replaceAll('&#39;', "'").replaceAll('&quot;', '"').replaceAll('&amp;', '&')

describe('the intern’s chat without JavaScript', () => {
  it('lists the chat, shows the company’s message, and an answer posts → 303 back; the company reads it', async () => {
    const { company, intern, applicationId } = await applied(t)
    await sendMessageAs(t, 'company', company.token, applicationId, 'Can you start on Monday?')
    const b = signedInBrowser(intern.token)

    const list = await b.get('/internchat')
    expect(list.statusCode).toBe(200)
    expect(list.body).toContain('Can you start on Monday?')
    expect(list.body).toContain(`href="/internchat/${applicationId}"`)

    const chat = await b.get(`/internchat/${applicationId}`)
    expect(chat.statusCode).toBe(200)
    // The bubble keeps its text as written (white-space: pre-wrap shows any space around it).
    expect(chat.body).toMatch(/>Can you start on Monday\?<\/p>/)
    expect(chat.body).toContain('Today')
    expect(chat.body).toMatch(/\d\d:\d\d [AP]M/)
    expect(chat.body).toContain(CHAT_PAGE_WORDS.reloadForNew)
    // The company's message keeps the room of the app's 'Report' (its dialog needs scripts).
    expect(chat.body).toMatch(
      /<button\s+type="button"\s+class="needs-scripts min-h-6[^"]*"\s*>\s*Report/,
    )
    // Back where the app's chat goes back to: the dashboard's inbox.
    expect(chat.body).toMatch(/href="\/intern\/dashboard"\s+aria-label="Back to the dashboard"/)
    expect(chat.body).toContain(`maxlength="${MESSAGE_MAX_LENGTH}"`)

    const sent = await b.post(`/internchat/${applicationId}`, { message: '  Yes, I can.  ' })
    expect(sent.statusCode).toBe(303)
    expect(sent.headers.location).toBe(`/internchat/${applicationId}`)
    const after = await b.get(`/internchat/${applicationId}`)
    // Newest last.
    expect(after.body.indexOf('Can you start on Monday?')).toBeLessThan(
      after.body.indexOf('Yes, I can.'),
    )

    const read = await call(t.app, {
      method: 'GET',
      url: `/company/applications/${applicationId}/messages`,
      token: company.token,
    })
    expect(read.body.data.docs.at(-1)).toMatchObject({ sender: 'user', message: 'Yes, I can.' })
  })

  it('an empty or too long answer: the chat again (400) with the rule’s words and the text kept; nothing sent', async () => {
    const { intern, applicationId } = await applied(t)
    const b = signedInBrowser(intern.token)
    await b.get(`/internchat/${applicationId}`)

    const empty = await b.post(`/internchat/${applicationId}`, { message: '   ' })
    expect(empty.statusCode).toBe(400)
    expect(empty.body).toContain(CHAT_MESSAGES.empty)

    const long = 'a'.repeat(MESSAGE_MAX_LENGTH + 1)
    const tooLong = await b.post(`/internchat/${applicationId}`, { message: long })
    expect(tooLong.statusCode).toBe(400)
    expect(tooLong.body).toContain(CHAT_MESSAGES.tooLong)
    expect(tooLong.body).toContain(`${long}</textarea`)
    expect(await allMessages()).toHaveLength(0)
  })

  it('a message that looks like a scam carries the app’s safety notice under it', async () => {
    const { company, intern, applicationId } = await applied(t)
    await sendMessageAs(
      t,
      'company',
      company.token,
      applicationId,
      'Congratulations! Pay the N5,000 registration fee into GTBank 0123456789 to confirm your slot.',
    )
    const chat = await signedInBrowser(intern.token).get(`/internchat/${applicationId}`)
    expect(chat.body).toContain(
      `<strong class="font-semibold">Safety notice: </strong>${escapeHtml(SAFETY_NOTICE)}`,
    )
  })

  it('another intern’s chat is 404 to read and to answer; a visitor is asked to sign in; a company is refused', async () => {
    const { company, applicationId } = await applied(t)
    const other = signedInBrowser((await createCompleteIntern(t)).token)
    // The app's 'Error loading messages', with the reason and the way to the dashboard.
    const theirs = await other.get(`/internchat/${applicationId}`)
    expect(theirs.statusCode).toBe(404)
    expect(theirs.body).toContain(CHAT_PAGE_WORDS.loadError)
    expect(theirs.body).toMatch(/href="\/intern\/dashboard"[^>]*>Return to Dashboard</)
    expect(theirs.body).not.toContain(CHAT_PAGE_WORDS.placeholder)
    await other.get('/internchat')
    const answer = await other.post(`/internchat/${applicationId}`, { message: 'Hello?' })
    expect(answer.statusCode).toBe(404)
    const invalid = await other.post(`/internchat/${applicationId}`, { message: '' })
    expect(invalid.statusCode).toBe(404)

    const visitor = browser(t.app)
    const page = await visitor.get(`/internchat/${applicationId}`)
    expect(page.statusCode).toBe(401)
    expect(page.body).toContain(
      `/intern/sign-in?returnTo=${encodeURIComponent(`/internchat/${applicationId}`)}`,
    )
    expect((await visitor.get('/internchat')).statusCode).toBe(401)

    const companyBrowser = signedInBrowser(company.token)
    expect((await companyBrowser.get(`/internchat/${applicationId}`)).statusCode).toBe(401)
    await companyBrowser.get('/intern/sign-in')
    const companyPost = await companyBrowser.post(`/internchat/${applicationId}`, {
      message: 'As the intern?',
    })
    expect(companyPost.statusCode).toBe(303)
    expect(companyPost.headers.location).toMatch(/^\/intern\/sign-in/)
    expect(await allMessages()).toHaveLength(0)
  })

  it('refuses a post without the page’s token, and counts answers against the messages limit', async () => {
    const { intern, applicationId } = await applied(t)
    const b = signedInBrowser(intern.token)
    await b.get(`/internchat/${applicationId}`)
    const forged = await b.postBare(`/internchat/${applicationId}`, { message: 'Forged' })
    expect(forged.statusCode).toBe(403)
    expect(decoded(forged.body)).toContain(PAGE_MESSAGES.formExpired)
    expect(await allMessages()).toHaveLength(0)

    const max = WRITE_LIMITS.messages.perAccount.max
    for (let n = 0; n < max; n++) {
      expect((await b.post(`/internchat/${applicationId}`, { message: `m${n}` })).statusCode).toBe(
        303,
      )
    }
    const limited = await b.post(`/internchat/${applicationId}`, { message: 'one more, kept' })
    expect(limited.statusCode).toBe(429)
    expect(limited.body).toContain(WRITE_LIMITS.messages.message)
    // The chat again with the draft in its field (the limit refuses before the handler).
    expect(decoded(limited.body)).toMatch(/<textarea[^>]*>\s*one more, kept<\/textarea>/)
    expect(await allMessages()).toHaveLength(max)
  })

  it('pages back through a long chat with links that stay on the same messages', async () => {
    const { company, intern, applicationId } = await applied(t)
    for (let n = 1; n <= 16; n++) {
      await sendMessageAs(t, 'company', company.token, applicationId, `Message ${n}.`)
    }
    const b = signedInBrowser(intern.token)
    const first = await b.get(`/internchat/${applicationId}`)
    expect(first.body).toContain('Message 16.')
    expect(first.body).not.toContain('Message 1.')
    const older = /href="(\/internchat\/[^"]+page=2[^"]*)"/.exec(first.body)?.[1]
    expect(older).toBeDefined()
    const second = await b.get(decoded(older!))
    expect(second.statusCode).toBe(200)
    expect(second.body).toContain('Message 1.')
    expect((await b.get(`/internchat/${applicationId}?upTo=nope&page=2`)).statusCode).toBe(400)
  })
})
