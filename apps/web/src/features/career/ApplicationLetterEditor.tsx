import { useEffect, useRef, type FormEvent } from 'react'
import { useMutation, useQuery } from '@tanstack/react-query'
import {
  APPLICATION_LETTER_KIND_LABELS,
  APPLICATION_LETTER_MESSAGES,
  ApplicationLetterEditSchema,
  applicationLetterText,
  type ApplicationLetter,
  type ApplicationLetterEdit,
} from '@app/domain'
import { Field, TextField } from '../../components/profile/FormFields'
import { issuesByField, useCheckedForm } from '../../components/profile/useCheckedForm'
import { useFormDraft } from '../../components/profile/useFormDraft'
import { Button } from '../../components/ui/Button'
import { LoadError } from '../../components/ui/LoadError'
import { Skeleton } from '../../components/ui/Skeleton'
import { hasMessageForPeople } from '../../lib/api-client'
import { readSession } from '../../lib/session'
import {
  applicationLetterQueries,
  downloadApplicationLetter,
  useSaveApplicationLetter,
} from './application-letters.api'
import { useCopyText } from './copy-letter-text'

const FAILED = 'Your changes could not be saved. Please try again.'
const DOWNLOAD_FAILED = 'The PDF could not be downloaded. Please try again.'

type EditValues = Required<ApplicationLetterEdit>

const draftKey = (id: string) =>
  `applicationLetterEdit:${readSession()?.userId ?? 'anonymous'}:${id}`

const savedValues = (letter: ApplicationLetter): EditValues => ({
  companyName: letter.companyName,
  companyAddress: letter.companyAddress,
  subject: letter.subject,
  body: letter.body,
})

const isSame = (a: EditValues, b: EditValues) =>
  a.companyName === b.companyName &&
  a.companyAddress === b.companyAddress &&
  a.subject === b.subject &&
  a.body === b.body

function LetterForm({
  letter,
  writerName,
  isNew,
}: {
  letter: ApplicationLetter
  writerName: string
  isNew: boolean
}) {
  // A letter just written is where the intern goes next: its heading takes the focus.
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (isNew) heading.current?.focus()
  }, [isNew])
  const save = useSaveApplicationLetter(letter.id)
  const draft = useFormDraft<EditValues>(draftKey(letter.id))
  const stored = savedValues(letter)
  const { values, set, field, errors, alert, clearAlert, refuse, outcome } =
    useCheckedForm<EditValues>(() => ({ ...stored, ...draft.draft }), FAILED)
  const isDirty = !isSame(values, stored)
  const text = (name: 'companyAddress' | 'body') => ({
    value: values[name],
    onChange: (event: { target: { value: string } }) => set(name, event.target.value),
  })
  const copy = useCopyText()
  const download = useMutation({
    mutationFn: async () => {
      // The PDF is drawn from what is saved: unsaved words are saved first.
      if (isDirty) await saveNow()
      await downloadApplicationLetter(letter.id)
    },
  })

  // Every change is kept on this device until it is saved (no lost input).
  const { save: saveDraft, clear: clearDraft } = draft
  const firstValues = useRef(values)
  useEffect(() => {
    if (values === firstValues.current) return
    if (isSame(values, stored)) clearDraft()
    else saveDraft(values)
    // `stored` is rebuilt each render from the letter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [values, saveDraft, clearDraft, letter.updatedAt])

  const checked = () => {
    const parsed = ApplicationLetterEditSchema.safeParse(values)
    if (!parsed.success) refuse(issuesByField(parsed.error.issues))
    return parsed.success ? parsed.data : null
  }

  const saveNow = async () => {
    const edit = checked()
    if (!edit) throw new Error(APPLICATION_LETTER_MESSAGES.body)
    await save.mutateAsync(edit)
    clearDraft()
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    clearAlert()
    const edit = checked()
    if (!edit) return
    save.mutate(edit, outcome(APPLICATION_LETTER_MESSAGES.saved, clearDraft))
  }

  return (
    <form noValidate onSubmit={submit} aria-labelledby="letter-editor-title" className="space-y-4">
      <div>
        <h2
          id="letter-editor-title"
          ref={heading}
          tabIndex={-1}
          className="scroll-mt-4 text-lg font-semibold text-brand-900 focus:outline-none"
        >
          {APPLICATION_LETTER_KIND_LABELS[letter.kind]}
          {letter.roleTitle ? `: ${letter.roleTitle}` : ''}
        </h2>
        <p className="text-sm text-slate-600">
          Read it through and make it yours. It prints with your address, the date, &lsquo;Dear
          Sir/Madam,&rsquo; and &lsquo;Yours faithfully,&rsquo;.
        </p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Company name" autoComplete="organization" {...field('companyName')} />
        <TextField label="Subject" {...field('subject')} />
      </div>
      <Field label="Company address" error={errors.companyAddress}>
        {(control) => <textarea {...control} rows={3} {...text('companyAddress')} />}
      </Field>
      <Field label="Letter" error={errors.body} hint="Paragraphs are separated by an empty line.">
        {(control) => (
          <textarea
            {...control}
            rows={16}
            className={`${control.className} leading-relaxed`}
            {...text('body')}
          />
        )}
      </Field>
      {isDirty && (
        <p className="text-sm text-slate-600">
          You have unsaved changes. They are kept on this device until you save.
        </p>
      )}
      {alert && (
        <p role="alert" className="text-sm text-red-700">
          {alert}
        </p>
      )}
      {download.isError && (
        <p role="alert" className="text-sm text-red-700">
          {hasMessageForPeople(download.error) ? download.error.message : DOWNLOAD_FAILED}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={save.isPending || !isDirty}>
          {save.isPending ? 'Saving…' : 'Save changes'}
        </Button>
        <Button
          type="button"
          variant="secondary"
          disabled={download.isPending}
          onClick={() => download.mutate()}
        >
          {download.isPending ? 'Preparing…' : 'Download PDF'}
        </Button>
        <Button
          type="button"
          variant="secondary"
          onClick={() => void copy.copy(applicationLetterText(values, writerName))}
        >
          Copy text
        </Button>
        <span role="status" className="text-sm font-semibold text-green-700">
          {copy.isCopied ? copy.copiedLabel : ''}
        </span>
      </div>
      {copy.manualText && (
        <Field
          label="Your letter as text"
          hint="Your browser would not copy it: select all of it and copy it yourself."
        >
          {(control) => (
            <textarea
              {...control}
              readOnly
              rows={8}
              value={copy.manualText}
              onFocus={(event) => event.target.select()}
            />
          )}
        </Field>
      )}
    </form>
  )
}

/** One letter to edit, download as a PDF or copy as text. */
export function ApplicationLetterEditor({
  letterId,
  writerName,
  isNew = false,
}: {
  letterId: string
  writerName: string
  /** Just written: the editor takes the focus. */
  isNew?: boolean
}) {
  const query = useQuery(applicationLetterQueries.detail(letterId))
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
      {query.isPending ? (
        <div role="status" className="space-y-3">
          <span className="sr-only">Loading the letter…</span>
          <Skeleton className="h-8 w-2/3" />
          <Skeleton className="h-64 w-full" />
        </div>
      ) : query.isError ? (
        <LoadError
          message={
            hasMessageForPeople(query.error)
              ? query.error.message
              : 'The letter could not be loaded.'
          }
          onRetry={() => void query.refetch()}
        />
      ) : (
        <LetterForm key={query.data.id} letter={query.data} writerName={writerName} isNew={isNew} />
      )}
    </section>
  )
}
