/**
 * Lengths and names the forms in the browser share with the server's validation. Kept apart from
 * the validation itself (zod), so a form island does not carry the validator to every page.
 */

/** Longest address SMTP carries (RFC 5321 path limit). */
export const maxEmailLength = 254

/** The fields of the contact form. */
export type ContactField = 'firstName' | 'lastName' | 'email' | 'company' | 'message'

/** Longest accepted value per contact field, also the inputs' maxlength. */
export const contactLimits: Record<ContactField, number> = {
  firstName: 100,
  lastName: 100,
  email: maxEmailLength,
  company: 150,
  message: 5000,
}

/** The hidden field only bots fill in. */
export const honeypotField = 'website'

/** Longest accepted newsletter name, also the input's maxlength. */
export const maxNewsletterNameLength = 100

/** Longest question a visitor can send the assistant (the widget's input stops here too). */
export const maxChatMessageLength = 1000
/** Earlier messages accepted with a question; the widget sends no more than this. */
export const maxHistoryMessages = 20
/** Longest earlier message accepted (an assistant reply with its links fits). */
export const maxHistoryMessageLength = 4000

/** Largest body a public form endpoint reads; a form with the longest allowed message is well under it. */
export const maxFormBodyBytes = 64 * 1024

/** Largest CV a job application accepts (5 MB); the form checks it before sending too. */
export const maxCvBytes = 5 * 1024 * 1024
/** Largest job application body: the CV and the form's text fields. */
export const applicationBodyBytes = maxCvBytes + maxFormBodyBytes
