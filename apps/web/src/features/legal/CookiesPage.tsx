import { COOKIE_POLICY } from '@app/domain'
import { LegalDocumentPage } from './LegalDocumentPage'

export const CookiesPage = () => <LegalDocumentPage document={COOKIE_POLICY} />
