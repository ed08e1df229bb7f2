export { LegalDocument } from './LegalDocument'
