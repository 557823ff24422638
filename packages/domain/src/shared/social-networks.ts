/* A company's social links are labelled alike by the app and the server's pages (issue 33). */

const SOCIAL_NETWORK_LABELS: Record<string, string> = {
  facebook: 'Facebook',
  twitter: 'X (Twitter)',
  x: 'X (Twitter)',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  whatsapp: 'WhatsApp',
  tiktok: 'TikTok',
  youtube: 'YouTube',
  github: 'GitHub',
  threads: 'Threads',
  snapchat: 'Snapchat',
  website: 'Website',
}

/** One label per network, cased as the network writes it: 'LinkedIn', 'YouTube', 'X (Twitter)'. */
export function socialNetworkLabel(network: string): string {
  const key = network.trim().toLowerCase()
  return SOCIAL_NETWORK_LABELS[key] ?? key.charAt(0).toUpperCase() + key.slice(1)
}
