export { NewsletterForm } from './NewsletterForm.client'
