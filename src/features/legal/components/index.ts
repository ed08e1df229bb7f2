export { legalPage } from './LegalPage'
