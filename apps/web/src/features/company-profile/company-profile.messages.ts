import { COMPANY_SUCCESS_MESSAGES } from '@app/domain'

/** Announced to screen readers while the profile loads. */
export const PROFILE_LOADING_LABEL = 'Loading your company profile…'

/** The spec's texts of the profile wizard and editor (§8); the success ones are the API's own. */
export const PROFILE_TOASTS = {
  basicInfoSaved: COMPANY_SUCCESS_MESSAGES.basicInfo,
  basicInfoFailed: 'Failed to submit company information',
  draftSaved: 'Draft saved on this device.',
  logoSaved: COMPANY_SUCCESS_MESSAGES.logo,
  logoFailed: 'Failed to upload or update company logo',
  logoNoUrl: 'Failed to retrieve uploaded file URL',
  operationsSaved: COMPANY_SUCCESS_MESSAGES.operations,
  operationsFailed: 'Failed to save your work schedule. Please try again.',
  socialFailed: 'An error occurred while updating social media',
  documentSaved: COMPANY_SUCCESS_MESSAGES.verificationDocument,
  documentFailed: 'Failed to upload document.',
  mediaFailed: 'Failed to update media. Please try again.',
  loadFailed: 'Failed to load company profile.',
  previewLoadFailed: 'Failed to load company profile. Please try again later.',
} as const

/** The editor's Changes Saved dialog text and red top message per section. */
export const SECTION_TEXTS = {
  companyInformation: {
    title: 'Company Information',
    saved: 'Company information saved successfully!',
    failed: 'Failed to save company information. Please try again.',
  },
  media: {
    title: 'Media',
    saved: 'Media saved successfully!',
    failed: 'Failed to save media. Please try again.',
  },
  workdays: {
    title: 'Workdays',
    saved: 'Workdays saved successfully!',
    failed: 'Failed to save workdays. Please try again.',
  },
  socialLinks: {
    title: 'Social Links',
    saved: 'Social links saved successfully!',
    failed: 'Failed to save social links. Please try again.',
  },
} as const

export const EMPTY_TEXTS = {
  noBio: 'No company bio available.',
  noMediaEditor: 'No media uploaded. Add up to 5 images.',
  noMediaPreview: 'No media uploaded yet.',
} as const
