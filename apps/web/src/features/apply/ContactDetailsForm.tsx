import { useEffect, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import {
  DEFAULT_COUNTRY_CODE,
  InternContactInputSchema,
  type InternContactInput,
  type InternMe,
} from '@app/domain'
import { TextField } from '../../components/profile/FormFields'
import { NameFields } from '../../components/profile/NameFields'
import { PhoneNumberFields } from '../../components/profile/PhoneNumberFields'
import { Button } from '../../components/ui/Button'
import { toast } from '../../components/ui/toast'
import { ApiError } from '../../lib/api-client'
import { useUpdateContact } from './apply.api'
import { UnsavedChangesGuard } from './UnsavedChangesGuard'

const FIELDS = [
  'firstName',
  'lastName',
  'otherName',
  'address',
  'countryCode',
  'phoneNumber',
] as const

export const contactValuesOf = (me: InternMe) => ({
  firstName: me.firstName ?? '',
  lastName: me.lastName ?? '',
  otherName: me.otherName ?? '',
  address: me.address ?? '',
  countryCode: me.countryCode ?? DEFAULT_COUNTRY_CODE,
  phoneNumber: me.phoneNumber ?? '',
})

interface ContactDetailsFormProps {
  me: InternMe
  onSaved: () => void
  onCancel?: () => void
}

/** Personal and contact details, checked with the same rules as the server (spec §5). */
export function ContactDetailsForm({ me, onSaved, onCancel }: ContactDetailsFormProps) {
  const update = useUpdateContact()
  const form = useForm<InternContactInput, unknown, InternContactInput>({
    resolver: zodResolver(InternContactInputSchema),
    defaultValues: contactValuesOf(me),
  })
  const { register, handleSubmit, setError, setFocus, formState } = form
  const { errors, isDirty } = formState
  // Saved: the form is reset first, so the unsaved-changes guard lets onSaved navigate away.
  const [isSaved, setSaved] = useState(false)
  const onSavedRef = useRef(onSaved)
  useEffect(() => {
    onSavedRef.current = onSaved
  })
  useEffect(() => {
    if (isSaved) onSavedRef.current()
  }, [isSaved])

  useEffect(() => setFocus('firstName'), [setFocus])

  const save = handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: () => {
        form.reset(values)
        setSaved(true)
      },
      onError: (error) => {
        if (error instanceof ApiError && error.errors) {
          for (const field of FIELDS) {
            const message = error.errors[field]
            if (message) setError(field, { message })
          }
        }
        toast.error(`Failed to update profile: ${error.message || 'Please try again.'}`)
      },
    }),
  )

  return (
    <form onSubmit={save} noValidate className="space-y-6">
      <UnsavedChangesGuard isDirty={isDirty} />
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-3 text-base font-semibold text-brand-900">
          Personal Information
        </legend>
        <NameFields form={form} />
        <TextField
          label="Location"
          autoComplete="street-address"
          placeholder="e.g. Yaba, Lagos"
          error={errors.address?.message}
          registration={register('address')}
        />
      </fieldset>
      <fieldset>
        <legend className="mb-3 text-base font-semibold text-brand-900">Contact Information</legend>
        <PhoneNumberFields form={form} />
      </fieldset>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {onCancel && (
          <Button variant="secondary" onClick={onCancel} disabled={update.isPending}>
            Cancel
          </Button>
        )}
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Saving…' : 'Save Changes'}
        </Button>
      </div>
    </form>
  )
}
