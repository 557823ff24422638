import { zodResolver } from '@hookform/resolvers/zod'
import type { Resolver } from 'react-hook-form'
import type { z } from 'zod'
import {
  ChallengeSchema,
  RegisterInputSchema,
  SessionSchema,
  SignInInputSchema,
  type SignInInput,
} from '@app/domain'

// The sign-in pages' schemas, in a chunk of their own with zod, loaded when a form is first
// checked or a request is sent: the pages' first load carries no zod (decision 051).

export const signInResolver = zodResolver(SignInInputSchema) as Resolver<
  SignInInput,
  unknown,
  z.output<typeof SignInInputSchema>
>

/** The box starts unchecked, a value the schema rightly refuses, so the form's type is wider. */
export const signUpResolver = zodResolver(RegisterInputSchema) as unknown as Resolver<
  { email: string; acceptPolicies: boolean },
  unknown,
  z.output<typeof RegisterInputSchema>
>

export const challengeAnswer = ChallengeSchema.partial().nullish()
export { SessionSchema }
