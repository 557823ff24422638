/** The email box's check, in a chunk of its own that EmailUpdates loads on submit. */
export { SubscriptionInputSchema } from '@app/domain'
