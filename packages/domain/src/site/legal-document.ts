import type { SiteBlock } from './site-text.js'

/** The date the terms, privacy and cookie policies say they were last changed. */
export const LEGAL_LAST_UPDATED = 'April 4, 2025'

export interface LegalSection {
  /** The section's anchor: the contents link to it. */
  id: string
  heading: string
  blocks: readonly SiteBlock[]
}

export interface LegalDocument {
  title: string
  intro: readonly SiteBlock[]
  sections: readonly LegalSection[]
}

/** Legal pages list their contents only when they are long enough to need it. */
export const hasLegalContents = (document: LegalDocument) => document.sections.length > 3
