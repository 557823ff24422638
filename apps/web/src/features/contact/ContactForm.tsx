import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { CONTACT_FIELDS, CONTACT_MESSAGES, CONTACT_PAGE, type ContactInput } from '@app/domain'
import { Button } from '../../components/ui/Button'
import { ApiError } from '../../lib/api-client'
import { contactErrorMessage, contactResolver, useSendContactMessage } from './contact.api'
import { ContactField } from './ContactField'

const messageField = CONTACT_FIELDS.find((field) => field.name === 'message')!
const emptyForm: ContactInput = { firstName: '', lastName: '', email: '', phone: '', message: '' }

export function ContactForm() {
  const form = useForm({
    resolver: contactResolver,
    defaultValues: emptyForm,
    mode: 'onTouched',
  })
  const send = useSendContactMessage()
  const { errors } = form.formState
  // The server's form answers a sent message with this address (issue 33): the same thanks here.
  const [wasSentByForm] = useState(() =>
    new URLSearchParams(window.location.search).has(CONTACT_PAGE.sentQuery),
  )
  const isSent = send.isSuccess || (send.isIdle && wasSentByForm)

  const submit = form.handleSubmit((message) => {
    send.mutate(message, {
      onSuccess: () => form.reset(emptyForm),
      onError: (error) => {
        // The server checks with the same schema; show its per-field answers where they belong.
        if (!(error instanceof ApiError)) return
        for (const [field, text] of Object.entries(error.errors ?? {})) {
          if (field in emptyForm) form.setError(field as keyof ContactInput, { message: text })
        }
      },
    })
  })

  return (
    <form
      method="post"
      action={CONTACT_PAGE.action}
      onSubmit={submit}
      noValidate
      aria-labelledby="contact-form-title"
      className="space-y-5"
    >
      <h2 id="contact-form-title" className="text-2xl font-bold text-brand-900">
        {CONTACT_PAGE.formHeading}
      </h2>
      {isSent && (
        <p
          role="status"
          className="rounded-lg border-l-4 border-accent-600 bg-green-50 px-4 py-3 text-green-900"
        >
          {CONTACT_MESSAGES.sent}
        </p>
      )}
      {send.isError && (
        <p
          role="alert"
          className="rounded-lg border-l-4 border-red-600 bg-red-50 px-4 py-3 text-red-900"
        >
          {contactErrorMessage(send.error)}
        </p>
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        {CONTACT_FIELDS.filter((field) => field.type !== 'textarea').map((field) => (
          <ContactField
            key={field.name}
            id={field.id}
            label={field.label}
            type={field.type}
            autoComplete={field.autoComplete}
            placeholder={field.name === 'phone' ? CONTACT_PAGE.phonePlaceholder : undefined}
            error={errors[field.name]}
            {...form.register(field.name)}
          />
        ))}
      </div>
      <ContactField
        id={messageField.id}
        label={messageField.label}
        multiline
        error={errors.message}
        {...form.register('message')}
      />
      <Button type="submit" disabled={send.isPending} className="w-full sm:w-auto">
        {send.isPending ? CONTACT_PAGE.sending : CONTACT_PAGE.send}
      </Button>
    </form>
  )
}
