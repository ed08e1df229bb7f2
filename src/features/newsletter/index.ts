/** The newsletter feature's face: the double opt-in subscription other forms offer too. */
export { subscribe, type NewsletterResult } from './service'
