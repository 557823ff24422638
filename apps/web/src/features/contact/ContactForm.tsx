import { useForm } from 'react-hook-form'
import { CONTACT_MESSAGES, type ContactInput } from '@app/domain'
import { Button } from '../../components/ui/Button'
import { ApiError } from '../../lib/api-client'
import { contactErrorMessage, contactResolver, useSendContactMessage } from './contact.api'
import { ContactField } from './ContactField'

const emptyForm: ContactInput = { firstName: '', lastName: '', email: '', phone: '', message: '' }

export function ContactForm() {
  const form = useForm({
    resolver: contactResolver,
    defaultValues: emptyForm,
    mode: 'onTouched',
  })
  const send = useSendContactMessage()
  const { errors } = form.formState

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
    <form onSubmit={submit} noValidate aria-labelledby="contact-form-title" className="space-y-5">
      <h2 id="contact-form-title" className="text-2xl font-bold text-brand-900">
        Send us a message
      </h2>
      {send.isSuccess && (
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
        <ContactField
          id="contact-first-name"
          label="First name"
          autoComplete="given-name"
          error={errors.firstName}
          {...form.register('firstName')}
        />
        <ContactField
          id="contact-last-name"
          label="Last name"
          autoComplete="family-name"
          error={errors.lastName}
          {...form.register('lastName')}
        />
        <ContactField
          id="contact-email"
          label="Email"
          type="email"
          autoComplete="email"
          error={errors.email}
          {...form.register('email')}
        />
        <ContactField
          id="contact-phone"
          label="Phone number"
          type="tel"
          autoComplete="tel"
          placeholder="+234 801 234 5678"
          error={errors.phone}
          {...form.register('phone')}
        />
      </div>
      <ContactField
        id="contact-message"
        label="Message"
        multiline
        error={errors.message}
        {...form.register('message')}
      />
      <Button type="submit" disabled={send.isPending} className="w-full sm:w-auto">
        {send.isPending ? 'Sending...' : 'Send Message'}
      </Button>
    </form>
  )
}
