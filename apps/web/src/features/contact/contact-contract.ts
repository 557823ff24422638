import { zodResolver } from '@hookform/resolvers/zod'
import { ContactInputSchema } from '@app/domain'

// The contact form's schema, in a chunk of its own with zod, loaded when the form is first
// checked: the contact page's first load carries no zod (decision 051).
export const contactResolver = zodResolver(ContactInputSchema)
