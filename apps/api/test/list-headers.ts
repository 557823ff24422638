/** The List-Unsubscribe headers of a captured mail (mailparser gathers List-* under 'list'). */
export function listHeaders(mail: { headers: Map<string, unknown> }) {
  const list = mail.headers.get('list') as
    { unsubscribe?: { url?: string }; 'unsubscribe-post'?: { name?: string } } | undefined
  return { url: list?.unsubscribe?.url ?? '', post: list?.['unsubscribe-post']?.name ?? '' }
}
