/*
 * What a person typed into a page the server wrote (issue 33) survives the app taking the same
 * address over: on a slow connection someone starts typing their email or a message before the
 * scripts arrive, and the app's page replaces the server's. Each field typed into is found again
 * in the app's page by its name (the server's forms use the app's field names) and given the
 * value, through the events the app listens to, and the focus goes back where it was.
 */

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement
type Typed = { value: string } | { checked: boolean }

const FIELDS = 'input[name], textarea[name], select[name]'
/** Fields nobody types into, or whose value must never be copied. */
const NOT_TYPED = new Set([
  'hidden',
  'submit',
  'button',
  'reset',
  'image',
  'password',
  'file',
  'radio',
])
/** How long the app's page may take to show the fields (its chunks may still be loading). */
const WAIT_MS = 10_000

const isUntouched = (field: Field) => {
  if (field instanceof HTMLSelectElement) {
    return [...field.options].every((option) => option.selected === option.defaultSelected)
  }
  if (field instanceof HTMLInputElement && field.type === 'checkbox') {
    return field.checked === field.defaultChecked
  }
  return field.value === field.defaultValue
}

/** The fields of the server's page that were typed into, by name, and the focused one's name. */
function typedIn(page: Element) {
  const typed = new Map<string, Typed>()
  for (const field of page.querySelectorAll<Field>(FIELDS)) {
    if (field instanceof HTMLInputElement && NOT_TYPED.has(field.type)) continue
    if (isUntouched(field) || typed.has(field.name)) continue
    typed.set(
      field.name,
      field instanceof HTMLInputElement && field.type === 'checkbox'
        ? { checked: field.checked }
        : { value: field.value },
    )
  }
  const focused = document.activeElement
  const focusedName = focused && page.contains(focused) ? focused.getAttribute('name') : null
  return { typed, focusedName }
}

/** Sets a value as typing does, so the app's own handlers (React's onChange) see it. */
function type(field: Field, typed: Typed) {
  if ('checked' in typed) {
    if (field instanceof HTMLInputElement && field.checked !== typed.checked) field.click()
    return
  }
  const prototype = Object.getPrototypeOf(field) as object
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, typed.value)
  const event = field instanceof HTMLSelectElement ? 'change' : 'input'
  field.dispatchEvent(new Event(event, { bubbles: true }))
}

/**
 * Call just before the app renders into `root`: returns what to call once it has, which puts
 * what was typed into the app's fields of the same names as they appear (an empty one only).
 */
export function keepTypedInput(root: Element): () => void {
  const page = root.querySelector('[data-server-page]')
  if (!page) return () => {}
  const { typed, focusedName } = typedIn(page)
  if (typed.size === 0 && !focusedName) return () => {}

  return () => {
    const pending = new Map(typed)
    let focusPending = focusedName
    const fill = () => {
      if (root.querySelector('[data-server-page]')) return
      for (const [name, value] of pending) {
        const field = root.querySelector<Field>(`[name="${CSS.escape(name)}"]`)
        if (!field) continue
        if ('value' in value && field.value !== '') {
          pending.delete(name)
          continue
        }
        type(field, value)
        pending.delete(name)
      }
      if (focusPending) {
        const field = root.querySelector<Field>(`[name="${CSS.escape(focusPending)}"]`)
        if (field) {
          field.focus()
          focusPending = null
        }
      }
      if (pending.size === 0 && !focusPending) stop()
    }
    const observer = new MutationObserver(fill)
    const timer = setTimeout(() => stop(), WAIT_MS)
    const stop = () => {
      observer.disconnect()
      clearTimeout(timer)
    }
    observer.observe(root, { childList: true, subtree: true })
    fill()
  }
}
