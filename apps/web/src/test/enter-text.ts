import type { UserEvent } from '@testing-library/user-event'

/**
 * Puts text in an empty field in one input event, as pasting does. Typed key by key, a form
 * validated on change renders once per key: seconds for a whole form on a busy machine, and it
 * tests nothing more where the keys themselves do not matter.
 */
export async function enterText(user: UserEvent, field: HTMLElement, text: string) {
  await user.click(field)
  await user.paste(text)
}
