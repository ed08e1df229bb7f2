export { AskAboutCall } from './AskAboutCall'
export { ContactCta } from './ContactCta'
export { ContactSection } from './ContactSection'
