/** A tel: link for a phone number as written for people ("+385 31 200 300" → "tel:+38531200300"). */
export const telHref = (phone: string) => `tel:${phone.replace(/[^+\d]/g, '')}`
