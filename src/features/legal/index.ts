export { getLegalDocument, type LegalSlug } from './copy'
