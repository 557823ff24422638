/**
 * Anchors of the intern profile page's sections (features/intern-profile), which the profile
 * coach's checklist (features/career) links to. Below both features, so neither imports the other.
 */
export const PROFILE_SECTION_IDS = {
  photo: 'profile-photo',
  information: 'profile-information',
  education: 'profile-education',
  skills: 'profile-skills',
  media: 'profile-media',
  resume: 'profile-resume',
  preferences: 'profile-preferences',
} as const
export type ProfileSection = keyof typeof PROFILE_SECTION_IDS
