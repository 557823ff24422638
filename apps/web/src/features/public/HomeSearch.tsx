import type { FormEvent } from 'react'
import { useNavigate } from 'react-router'
import { HOME_PAGE, HOME_SEARCH_CLASSES as classes } from '@app/domain'

const { search } = HOME_PAGE

/**
 * The hero's search box: a GET form to the browse page with the browse page's own query names, so
 * it works as plain HTML (the server's home page writes the same form); with the app it navigates
 * without a reload.
 */
export function HomeSearch() {
  const navigate = useNavigate()
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const query = new URLSearchParams()
    for (const [name, value] of new FormData(event.currentTarget)) {
      if (typeof value === 'string' && value.trim()) query.set(name, value.trim())
    }
    const text = query.toString()
    void navigate(text ? `${search.action}?${text}` : search.action)
  }
  return (
    <form
      method="get"
      action={search.action}
      role="search"
      aria-label={search.label}
      onSubmit={submit}
      className={classes.form}
    >
      <label className={classes.field}>
        <span className={classes.label}>{search.searchLabel}</span>
        <input
          name="search"
          type="search"
          placeholder={search.searchPlaceholder}
          className={classes.input}
        />
      </label>
      <label className={classes.field}>
        <span className={classes.label}>{search.locationLabel}</span>
        <input
          name="location"
          type="text"
          placeholder={search.locationPlaceholder}
          autoComplete="address-level2"
          className={classes.input}
        />
      </label>
      <button type="submit" className={classes.button}>
        {search.submit}
      </button>
    </form>
  )
}
