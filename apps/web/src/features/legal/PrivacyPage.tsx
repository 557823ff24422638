import { PRIVACY_POLICY } from '@app/domain'
import { LegalDocumentPage } from './LegalDocumentPage'

export const PrivacyPage = () => <LegalDocumentPage document={PRIVACY_POLICY} />
