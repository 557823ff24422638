import { TERMS_OF_SERVICE } from '@app/domain'
import { LegalDocumentPage } from './LegalDocumentPage'

export const TermsPage = () => <LegalDocumentPage document={TERMS_OF_SERVICE} />
