import { useEffect, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import {
  ApplicationContactSchema,
  DEFAULT_COUNTRY_CODE,
  type ApplicationContact,
  type InternMe,
} from '@app/domain'
import { TextField } from '../../components/profile/FormFields'
import { useDraftAutosave, type FormDraft } from '../../components/profile/useFormDraft'
import { NameFields } from '../../components/profile/NameFields'
import { PhoneNumberFields } from '../../components/profile/PhoneNumberFields'
import { Button } from '../../components/ui/Button'
import { toast } from '../../components/ui/toast'
import { ApiError } from '../../lib/api-client'
import { useUpdateContact } from './apply.api'
import { UnsavedChangesGuard } from '../../components/profile/UnsavedChangesGuard'

const FIELDS = [
  'firstName',
  'lastName',
  'otherName',
  'address',
  'countryCode',
  'phoneNumber',
] as const

export const contactValuesOf = (me: InternMe): ApplicationContact => ({
  firstName: me.firstName ?? '',
  lastName: me.lastName ?? '',
  otherName: me.otherName ?? '',
  address: me.address ?? '',
  countryCode: me.countryCode ?? DEFAULT_COUNTRY_CODE,
  phoneNumber: me.phoneNumber ?? '',
})

interface ContactDetailsFormProps {
  /** The details this application carries now. */
  contact: ApplicationContact
  onSaved: (contact: ApplicationContact) => void
  onCancel?: () => void
  /** What was typed and not yet saved, kept on this device. */
  draft: FormDraft<ApplicationContact>
}

/**
 * The application's personal and contact details, checked with the same rules as the server
 * (spec §5). They change this application only, and the profile too when the intern asks.
 */
export function ContactDetailsForm({ contact, onSaved, onCancel, draft }: ContactDetailsFormProps) {
  const update = useUpdateContact()
  const form = useForm<ApplicationContact, unknown, ApplicationContact>({
    resolver: zodResolver(ApplicationContactSchema),
    defaultValues: draft.draft ?? contact,
  })
  const cancelAutosave = useDraftAutosave(form, draft.save)
  const dropDraft = () => {
    cancelAutosave()
    draft.clear()
  }
  const { register, handleSubmit, setError, setFocus, formState } = form
  const { errors, isDirty } = formState
  const [isProfileUpdated, setProfileUpdated] = useState(false)
  // Saved: the form is reset first, so the unsaved-changes guard lets onSaved navigate away.
  const [saved, setSaved] = useState<ApplicationContact | null>(null)
  const onSavedRef = useRef(onSaved)
  useEffect(() => {
    onSavedRef.current = onSaved
  })
  useEffect(() => {
    if (saved) onSavedRef.current(saved)
  }, [saved])

  useEffect(() => setFocus('firstName'), [setFocus])

  const finish = (values: ApplicationContact) => {
    dropDraft()
    form.reset(values)
    setSaved(values)
  }

  const save = handleSubmit((values) => {
    if (!isProfileUpdated) return finish(values)
    update.mutate(values, {
      onSuccess: () => finish(values),
      onError: (error) => {
        if (error instanceof ApiError && error.errors) {
          for (const field of FIELDS) {
            const message = error.errors[field]
            if (message) setError(field, { message })
          }
        }
        toast.error(`Failed to update profile: ${error.message || 'Please try again.'}`)
      },
    })
  })

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
      <label className="flex min-h-11 cursor-pointer items-start gap-3">
        <input
          type="checkbox"
          checked={isProfileUpdated}
          onChange={(event) => setProfileUpdated(event.target.checked)}
          className="mt-0.5 h-5 w-5 shrink-0 accent-brand-900"
        />
        <span className="text-sm">
          <span className="block font-medium text-slate-900">Also update my profile</span>
          <span className="block text-slate-500">
            Otherwise these details go with this application only.
          </span>
        </span>
      </label>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {onCancel && (
          <Button
            variant="secondary"
            onClick={() => {
              dropDraft()
              onCancel()
            }}
            disabled={update.isPending}
          >
            Cancel
          </Button>
        )}
        <Button type="submit" disabled={update.isPending} worksOffline={!isProfileUpdated}>
          {update.isPending ? 'Saving…' : 'Save Changes'}
        </Button>
      </div>
    </form>
  )
}
