import { WEB_PAGES, type PublicRole } from '@app/domain'
import { html, type Html } from '../../lib/html.js'
import { roleDetailHtml } from './role-parts-html.js'

/*
 * A role's own page for anyone (issue 33, decision 077), as the app's PublicRolePage draws it: a
 * way back to the list and the whole role with 'Apply'.
 */

/** BackButton as a link: without the app there is no history of its own to go back in. */
export const backLinkHtml = (href: string) =>
  html`<a
    href="${href}"
    class="inline-flex min-h-11 items-center gap-2 rounded-lg px-2 text-sm font-semibold text-brand-900 hover:bg-brand-50"
    ><svg
      viewBox="0 0 20 20"
      fill="none"
      stroke="currentColor"
      stroke-width="2"
      aria-hidden="true"
      class="h-5 w-5"
    >
      <path stroke-linecap="round" stroke-linejoin="round" d="M12 5l-5 5 5 5" /></svg
    >Back</a
  >`

export function publicRolePageHtml(role: PublicRole): Html {
  return html`<div class="mx-auto max-w-4xl px-4 py-8">
    <div class="space-y-4">
      ${backLinkHtml(WEB_PAGES.findInternships.href())} ${roleDetailHtml(role, 'h1')}
    </div>
  </div>`
}
