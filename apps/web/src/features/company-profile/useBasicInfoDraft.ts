import type { CompanyBasicInfoInput } from '@app/domain'
import { useFormDraft } from '../../components/profile/useFormDraft'

/** The company's basic-information form, kept on this device until it is submitted. */
export const useBasicInfoDraft = (accountId: string) =>
  useFormDraft<CompanyBasicInfoInput>(`companyProfileDraft.basicInfo.${accountId}`)
export type BasicInfoDraft = ReturnType<typeof useBasicInfoDraft>
