import type { SiteBlock, SiteInline } from '@app/domain'
import { html, type Html } from './html.js'

/*
 * The site's words kept as data in the domain (packages/domain/src/site) as HTML, for the pages the
 * server writes (issue 33): the same elements and class names as the web app's SiteText.tsx and
 * PageIntro.tsx, so the page looks the same and nothing moves when the app takes over.
 */

/** The look of a link inside running text (SiteText.tsx's TEXT_LINK_CLASS). */
export const TEXT_LINK_CLASS = 'font-semibold text-brand-700 underline'

function inlineHtml(run: SiteInline): Html | string {
  if (typeof run === 'string') return run
  if ('strong' in run) return html`<strong>${run.strong}</strong>`
  return html`<a href="${run.href}" class="${TEXT_LINK_CLASS}">${run.text}</a>`
}

export function siteTextHtml(blocks: readonly SiteBlock[]): Html {
  return html`${blocks.map((block) =>
    'paragraph' in block
      ? html`<p>${block.paragraph.map(inlineHtml)}</p>`
      : html`<ul>
          ${block.list.map((item) => html`<li>${item.map(inlineHtml)}</li>`)}
        </ul>`,
  )}`
}

/** The navy band that opens a public page with its one h1 (PageIntro.tsx). */
export function pageIntroHtml(intro: { eyebrow?: string; title: string; text?: string }): Html {
  return html`<div class="surface-dark bg-brand-900 text-white">
    <div class="mx-auto max-w-6xl px-4 py-12 sm:px-6 md:py-16">
      ${
        intro.eyebrow &&
        html`<p class="text-sm font-semibold tracking-wide text-accent-500 uppercase">
          ${intro.eyebrow}
        </p>`
      }
      <h1 class="mt-2 max-w-3xl text-3xl leading-tight font-bold sm:text-4xl">${intro.title}</h1>
      ${
        intro.text &&
        html`<div class="mt-4 max-w-2xl text-lg text-brand-100"><p>${intro.text}</p></div>`
      }
    </div>
  </div>`
}
