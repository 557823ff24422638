import {
  CHAT_MESSAGES,
  CHAT_PAGE_WORDS as WORDS,
  MESSAGE_MAX_LENGTH,
  SAFETY_NOTICE,
  WEB_PAGES,
  buttonClass,
  lagosClockParts,
  relativeDayLabel,
  shortMonthName,
  twelveHourTime,
  type ChatHeader,
  type Conversation,
  type Message,
  WARNING_TRIANGLE_PATH,
} from '@app/domain'
import { html, type Html } from '../../lib/html.js'
import { emptyStateHtml, formErrorHtml, pagingLinksHtml } from '../../lib/page-parts-html.js'
import type { ServerPage } from '../../plugins/server-pages.js'

/*
 * The intern's chats as the server writes them for browsers without JavaScript (issue 33,
 * decision 080): the markup and words of apps/web/src/features/inbox (MessageList,
 * MessageComposer, ChatHeaderBar), an answer being a form that posts. Times are read on the Lagos
 * clock (the app reads the phone's, which in Nigeria is the same). No live updates: the page says
 * to reload.
 */

/** '03:05 PM' on the Lagos clock. */
const timeOf = (iso: string) => twelveHourTime(lagosClockParts(new Date(iso)))

/** 'Today', 'Yesterday', 'Mon 3 Nov': the chat's day divider, on the Lagos clock. */
function dayOf(iso: string, now: Date) {
  const dayBefore = new Date(now.getTime() - 24 * 60 * 60 * 1000)
  return relativeDayLabel(
    lagosClockParts(new Date(iso)),
    lagosClockParts(now),
    lagosClockParts(dayBefore),
  )
}

/** An inbox row's time: '03:05 PM' today, '3 Nov 2026, 03:05 PM' before (formatInboxTime). */
function inboxTimeOf(iso: string, now: Date) {
  const at = lagosClockParts(new Date(iso))
  const today = lagosClockParts(now)
  const isToday = at.year === today.year && at.month === today.month && at.day === today.day
  if (isToday) return twelveHourTime(at)
  return `${at.day} ${shortMonthName(at.month)} ${at.year}, ${twelveHourTime(at)}`
}

/** The default person, where the app draws ChatAvatar without a photo. */
const avatarHtml = (imageUrl: string | null) =>
  imageUrl
    ? html`<img
        src="${imageUrl}"
        alt=""
        width="44"
        height="44"
        decoding="async"
        class="h-11 w-11 shrink-0 rounded-full border border-slate-200 object-cover"
      />`
    : html`<span
        aria-hidden="true"
        class="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-700"
        ><svg viewBox="0 0 24 24" class="h-6 w-6" fill="currentColor">
          <circle cx="12" cy="8" r="4" />
          <path d="M4 20c0-4 3.6-6.5 8-6.5s8 2.5 8 6.5" /></svg
      ></span>`

/** /internchat: each chat with its newest message, newest first (the dashboard inbox's list). */
export function conversationsPage(input: {
  conversations: Conversation[]
  page: number
  totalPages: number
  now?: Date
}): ServerPage {
  const now = input.now ?? new Date()
  const rows = input.conversations.map(
    (chat) =>
      html`<li>
        <a
          href="${WEB_PAGES.internChat.href(chat.application.id)}"
          class="block rounded-lg px-2 py-3 hover:bg-slate-50"
        >
          <span class="flex items-baseline justify-between gap-2">
            <span class="truncate font-medium text-slate-900">${chat.counterpart.name}</span>
            <time datetime="${chat.lastMessage.createdAt}" class="shrink-0 text-xs text-slate-500"
              >${inboxTimeOf(chat.lastMessage.createdAt, now)}</time
            >
          </span>
          <span class="block truncate text-xs text-slate-500">${chat.roleTitle}</span>
          <span class="mt-0.5 flex items-center gap-2 text-sm text-slate-600">
            <span class="line-clamp-1 flex-1"
              >${chat.lastMessage.sender === 'user' ? 'You: ' : ''}${chat.lastMessage.message}</span
            >
            ${
              chat.unreadCount > 0 &&
              html`<span
                  aria-hidden="true"
                  class="h-2 w-2 shrink-0 rounded-full bg-accent-500"
                ></span
                ><span class="sr-only">Unread</span>`
            }
          </span>
        </a>
      </li>`,
  )
  return {
    title: `${WORDS.conversationsTitle} — Internplace`,
    main: html`<div class="space-y-5">
        <h1 class="text-2xl font-bold text-brand-900 sm:text-3xl">${WORDS.conversationsTitle}</h1>
        ${
          rows.length === 0
            ? emptyStateHtml(WORDS.noConversations)
            : html`<section class="rounded-2xl border border-slate-200 bg-white p-5">
                <ul class="divide-y divide-slate-100">
                  ${rows}
                </ul>
              </section>`
        }
        ${pagingLinksHtml({
          page: input.page,
          totalPages: input.totalPages,
          label: WORDS.conversationsTitle,
          href: (to) => `${WEB_PAGES.internConversations.href()}?page=${to}`,
        })}
      </div>`,
  }
}

/**
 * The room of the app's 'Report' under the company's messages: its dialog is the app's, so the
 * button is drawn where scripts run (the `<noscript>` style hides `needs-scripts`) and does nothing
 * until the app takes the page over.
 */
const reportRoomHtml = html`<button
  type="button"
  class="needs-scripts min-h-6 rounded px-1 font-semibold text-slate-600 underline-offset-2 hover:text-red-800 hover:underline"
>
  Report
</button>`

/** SafetyNotice under a message that looked like a scam (decision 022), as the app draws it. */
const safetyNoticeHtml = html`<p
  role="note"
  class="mt-2 flex gap-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-xs text-amber-950"
>
  <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" class="mt-0.5 h-4 w-4 shrink-0 text-amber-700">
    <path
      fill-rule="evenodd"
      d="${WARNING_TRIANGLE_PATH}"
      clip-rule="evenodd"
    />
  </svg>
  <span><strong class="font-semibold">Safety notice: </strong>${SAFETY_NOTICE}</span>
</p>`

/** One message: the reader's own on the right, the company's on the left, the app's centred. */
function messageHtml(message: Message) {
  const time = html`<time datetime="${message.createdAt}">${timeOf(message.createdAt)}</time>`
  if (message.type === 'system') {
    return html`<li data-system class="self-center text-center">
      <p
        class="rounded-lg border border-accent-500/40 bg-accent-500/10 px-3 py-1.5 text-xs font-medium break-words text-brand-900"
      >
        <span aria-hidden="true">📅 </span>${message.message}
      </p>
      <span class="mt-1 block text-xs text-slate-500">${time}</span>
    </li>`
  }
  const isOwn = message.sender === 'user'
  return html`<li
    data-own="${String(isOwn)}"
    class="flex max-w-[80%] flex-col md:max-w-[70%] ${
      isOwn ? 'items-end self-end' : 'items-start self-start'
    }"
  >
    <span class="sr-only">${isOwn ? WORDS.you : WORDS.they}</span>
    <p
      class="rounded-2xl px-4 py-2 text-sm break-words whitespace-pre-wrap ${
        isOwn
          ? 'rounded-br-sm bg-brand-900 text-white'
          : 'rounded-bl-sm bg-slate-200 text-slate-900'
      }"
    >${message.message}</p>
    <span class="mt-1 flex items-center gap-2 text-xs text-slate-500"
      >${time}${!isOwn && reportRoomHtml}</span
    >
    ${message.safetySignals.length > 0 && safetyNoticeHtml}
  </li>`
}

/** MessageList: the page's messages oldest first, a divider at each new day. */
function messagesHtml(messages: Message[], now: Date) {
  if (messages.length === 0) {
    return html`<div class="flex h-full flex-col items-center justify-center gap-1 py-10 text-center">
      <p class="font-semibold text-brand-900">${WORDS.noMessages}</p>
      <p class="text-sm text-slate-600">${WORDS.internEmptyNote}</p>
    </div>`
  }
  const items: Html[] = []
  let lastDay = ''
  for (const message of messages) {
    const day = dayOf(message.createdAt, now)
    if (day !== lastDay) {
      items.push(
        html`<li class="my-1 self-center">
          <span
            role="separator"
            aria-label="${day}"
            class="block rounded-full bg-white px-3 py-0.5 text-xs font-medium text-slate-600 shadow-sm"
            >${day}</span
          >
        </li>`,
      )
      lastDay = day
    }
    items.push(messageHtml(message))
  }
  return html`<ul class="flex flex-col gap-3">
    ${items}
  </ul>`
}

/** MessageComposer as a form that posts; the message's limit is the API's. */
function composerHtml(input: { action: string; csrfField: Html; draft: string; error?: string }) {
  return html`<form
    method="post"
    action="${input.action}"
    class="border-t border-slate-200 bg-white px-3 py-3 sm:px-5"
  >
    ${input.csrfField}
    ${input.error && html`<div class="mb-2">${formErrorHtml(input.error)}</div>`}
    <div class="flex items-end gap-2">
      <label for="chat-message" class="sr-only">${WORDS.messageLabel}</label>
      <textarea
        id="chat-message"
        name="message"
        rows="1"
        required
        maxlength="${MESSAGE_MAX_LENGTH}"
        placeholder="${WORDS.placeholder}"
        class="block max-h-[120px] min-h-11 flex-1 resize-none rounded-xl border border-slate-300 px-3 py-2.5 text-sm focus:border-brand-500 focus:ring-4 focus:ring-brand-100 focus:outline-none"
        ${input.error && html`aria-invalid="true" aria-describedby="form-error"`}
      >
${input.draft}</textarea>
      <button
        type="submit"
        class="inline-flex h-11 shrink-0 items-center justify-center gap-2 rounded-xl bg-brand-900 px-4 text-sm font-semibold text-white hover:bg-brand-700"
      >
        ${WORDS.send}
      </button>
    </div>
    <!-- Where scripts run, the app takes the page over and shows new messages as they come. -->
    <noscript><p class="mt-2 text-xs text-slate-600">${WORDS.reloadForNew}</p></noscript>
  </form>`
}

export interface ChatPageInput {
  header: ChatHeader
  messages: Message[]
  page: number
  totalPages: number
  /** The newest message a later page counts back from, so older pages stay still. */
  upTo: string | undefined
  csrfField: Html
  draft?: string
  error?: string
  now?: Date
}

/** ChatProblem: a chat that cannot be read, why, and the way to the dashboard. */
export const chatMissingPage = (why: string): ServerPage => ({
  title: 'Messages — Internplace',
  main: html`<div
    role="alert"
    class="mx-auto flex max-w-md flex-col items-center gap-3 py-16 text-center"
  >
    <p class="text-lg font-semibold text-red-700">${WORDS.loadError}</p>
    <p class="text-sm text-slate-600">${why}</p>
    <a href="${WEB_PAGES.internDashboard.href()}" class="${buttonClass('primary')}"
      >${WORDS.returnToDashboard}</a
    >
  </div>`,
})

/** /internchat/:applicationId: the chat about one application, and a form to answer. */
export function chatPage(input: ChatPageInput): ServerPage {
  const { header } = input
  const now = input.now ?? new Date()
  const address = WEB_PAGES.internChat.href(header.applicationId)
  const deleted = header.counterpart.deleted
  // The app's intern chat goes back to the dashboard, whose inbox it was opened from.
  const backTo = WEB_PAGES.internDashboard.href()
  const backLabel = WORDS.backToDashboard
  return {
    title: `Chat with ${header.counterpart.name} — Internplace`,
    main: html`<section
        aria-label="Chat"
        class="app-height flex h-[calc(100dvh-8rem-var(--offline-banner-height,0px))] min-h-[28rem] flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white"
      >
        <header
          class="flex items-center gap-3 border-b border-slate-200 bg-white px-3 py-3 sm:px-5"
        >
          <a
            href="${backTo}"
            aria-label="${backLabel}"
            class="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-lg text-brand-900 hover:bg-brand-50"
            ><svg aria-hidden="true" viewBox="0 0 24 24" class="h-5 w-5" fill="none">
              <path
                d="M15 5l-7 7 7 7"
                stroke="currentColor"
                stroke-width="2"
                stroke-linecap="round"
                stroke-linejoin="round"
              /></svg
          ></a>
          ${avatarHtml(header.counterpart.imageUrl)}
          <div class="min-w-0 flex-1">
            <h1 class="truncate text-base font-semibold text-brand-900">
              ${header.counterpart.name}
            </h1>
            <p class="truncate text-sm text-slate-600">${header.roleTitle}</p>
          </div>
        </header>
        ${
          header.safetyNotice &&
          html`<details
            class="mx-3 mt-3 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950 sm:mx-5"
          >
            <summary class="cursor-pointer font-semibold">
              Safety notice: Internplace never asks for fees
            </summary>
            <p class="mt-1">${header.safetyNotice}</p>
          </details>`
        }
        <div
          role="log"
          aria-label="Messages"
          tabindex="0"
          class="min-h-0 flex-1 overflow-y-auto bg-slate-50 px-3 py-4 sm:px-5"
        >
          ${messagesHtml(input.messages, now)}
        </div>
        ${
          input.totalPages > 1 &&
          html`<div class="border-t border-slate-200 px-3 py-2 sm:px-5">
            ${pagingLinksHtml({
              page: input.page,
              totalPages: input.totalPages,
              label: WORDS.pages,
              href: (to) =>
                to === 1 || !input.upTo
                  ? `${address}?page=${to}`
                  : `${address}?page=${to}&upTo=${input.upTo}`,
            })}
          </div>`
        }
        ${
          deleted
            ? html`<p
                role="note"
                class="border-t border-slate-200 px-3 py-3 text-sm text-slate-600 sm:px-5"
              >
                ${CHAT_MESSAGES.companyDeleted}
              </p>`
            : composerHtml({
                action: address,
                csrfField: input.csrfField,
                draft: input.draft ?? '',
                ...(input.error !== undefined && { error: input.error }),
              })
        }
      </section>`,
  }
}
