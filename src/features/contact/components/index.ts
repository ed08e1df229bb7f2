export { ContactCta } from './ContactCta'
export { ContactSection } from './ContactSection'
