import type { PlacementType, RolePerks, SiwesProgramme, SiwesWeeks } from '@app/domain'

/** What a demo role says of its placement, and where it pays otherwise than its file says. */
export interface DemoPlacement {
  placementType: PlacementType
  siwesWeeks?: SiwesWeeks
  siwesProgrammes?: SiwesProgramme[]
  nyscState?: string
  perks?: RolePerks
  /** [minimum, maximum]: the honest stipend of a role, 0 for an unpaid one. */
  stipend?: [number, number | null]
}

/**
 * A realistic mix (issue 14): SIWES/IT trainees in engineering, logistics and hospitality, NYSC
 * places of primary assignment, graduate trainee schemes, a few unpaid roles (with perks that
 * soften them), and perks where Nigerian employers commonly give them. Roles not named here are
 * internships without perks.
 */
export const DEMO_PLACEMENTS: Record<string, DemoPlacement> = {
  'arewa-agronomy': { placementType: 'graduate', perks: { accommodation: true, transport: true } },
  'arewa-siwes': {
    placementType: 'siwes',
    siwesWeeks: 24,
    siwesProgrammes: ['ND', 'HND', 'BSc'],
    perks: { meals: true },
  },
  'arewa-field-data': { placementType: 'internship', perks: { transport: true } },
  'deltaline-siwes-electrical': {
    placementType: 'siwes',
    siwesWeeks: 24,
    siwesProgrammes: ['ND', 'HND', 'BSc'],
    perks: { transport: true, meals: true },
  },
  'deltaline-mechanical': {
    placementType: 'graduate',
    perks: { accommodation: true, transport: true, meals: true },
  },
  'deltaline-hse': { placementType: 'internship', perks: { transport: true, meals: true } },
  'osisioma-maintenance': {
    placementType: 'siwes',
    siwesWeeks: 16,
    siwesProgrammes: ['ND', 'NCE'],
    perks: { meals: true },
  },
  'sahel-siwes': {
    placementType: 'siwes',
    siwesWeeks: 16,
    siwesProgrammes: ['ND', 'HND'],
    perks: { transport: true },
    stipend: [0, null],
  },
  'sahel-support': { placementType: 'graduate' },
  'paystride-compliance': { placementType: 'graduate', perks: { transport: true, meals: true } },
  'paystride-frontend': { placementType: 'internship', perks: { meals: true } },
  'ab-nysc-legal': {
    placementType: 'nysc',
    nyscState: 'Lagos',
    perks: { transport: true },
  },
  'ab-research': { placementType: 'internship', stipend: [0, null] },
  'meridian-nursing': { placementType: 'internship', perks: { meals: true } },
  'meridian-lab': {
    placementType: 'siwes',
    siwesWeeks: 24,
    siwesProgrammes: ['HND', 'BSc'],
    perks: { meals: true },
  },
  'meridian-records': { placementType: 'nysc', nyscState: 'Abuja FCT' },
  'ogunpa-content': { placementType: 'graduate' },
  'ogunpa-social': { placementType: 'internship', stipend: [0, 30000] },
  'ogunpa-reporter': {
    placementType: 'siwes',
    siwesWeeks: 16,
    siwesProgrammes: ['ND', 'HND', 'NCE'],
    stipend: [0, null],
    perks: { transport: true },
  },
  'quafalls-culinary': {
    placementType: 'siwes',
    siwesWeeks: 24,
    siwesProgrammes: ['ND', 'HND'],
    perks: { accommodation: true, meals: true },
  },
  'quafalls-frontoffice': { placementType: 'internship', perks: { meals: true } },
  'coalcity-nysc-tutor': {
    placementType: 'nysc',
    nyscState: 'Enugu',
    perks: { accommodation: true },
  },
  'lekkipearl-sales': { placementType: 'graduate', perks: { transport: true } },
  'lekkipearl-survey': {
    placementType: 'siwes',
    siwesWeeks: 24,
    siwesProgrammes: ['ND', 'HND', 'BSc'],
  },
  'savannah-cs': { placementType: 'graduate', perks: { transport: true, meals: true } },
  'savannah-noc': { placementType: 'nysc', nyscState: 'Abuja FCT', perks: { meals: true } },
}
