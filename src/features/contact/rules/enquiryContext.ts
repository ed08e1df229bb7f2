import type { CodeVersion } from '@/features/funding-calls/rules'

/** Where an enquiry was sent from; the stored lead's channel (source) is named after it. */
export const enquiryOrigins = ['contact', 'call', 'funding-check', 'assistant'] as const
export type EnquiryOrigin = (typeof enquiryOrigins)[number]

/** The two versions of the activity classification a checked code can be from. */
export const codeVersions = ['nkd2007', 'nkd2025'] as const satisfies readonly CodeVersion[]

/** The section of a call's page with its enquiry form ("ask about this call"). */
export const askAboutCallAnchor = 'ask-about-call'

/**
 * An activity code as the funding check takes it, NN.NN (funding-calls' `isNkdCode`, which the
 * server's validation uses; a unit test holds the two to the same answers). Written out here
 * so that the forms' browser code does not carry the catalogue's rules.
 */
const checkedCode = /^\d{2}\.\d{2}$/

/** What the page's address says about how the visitor got to a form. */
export type EnquiryContext = {
  origin?: Extract<EnquiryOrigin, 'assistant' | 'funding-check'>
  /** The activity code the visitor checked (funding check only), NN.NN. */
  code?: string
  codeVersion?: CodeVersion
}

/**
 * The context an enquiry form takes from its page's address (`location.search`): the
 * assistant's link adds `from=assistant`; a funding-check result's "ask about this call" adds
 * `from=funding-check` with the checked `code` and its `version` (NKD 2007 unless 2025). Any
 * other value, or a code that is not NN.NN, is left out: the address is the visitor's to edit,
 * and the server checks what is sent in any case.
 */
export function enquiryContextFrom(search: string): EnquiryContext {
  const params = new URLSearchParams(search)
  const from = params.get('from')
  if (from === 'assistant') return { origin: 'assistant' }
  if (from !== 'funding-check') return {}
  const code = params.get('code')?.trim() ?? ''
  if (!checkedCode.test(code)) return { origin: 'funding-check' }
  const codeVersion = params.get('version') === 'nkd2025' ? 'nkd2025' : 'nkd2007'
  return { origin: 'funding-check', code, codeVersion }
}
