/**
 * Query parameters whose value opens something on its own: sign-up and address confirmations,
 * password resets, booking and alert management, unsubscribes, gated downloads.
 */
const secretParameters = ['token', 'grant', 'unlock']

/** What a masked value reads in the outbox. */
export const maskedValue = '[hidden]'

const secretValue = new RegExp(
  `([?&](?:amp;)?(?:${secretParameters.join('|')})=)([^&\\s"'<>#]+)`,
  'gi',
)

/**
 * The mail's text with every link's secret replaced (`…/auth/reset?token=[hidden]`), so that a
 * mail kept in the outbox shows what was sent without being a usable reset, confirmation or
 * manage link in the hands of whoever reads it. Works on plain text and HTML (`&amp;` between
 * parameters) alike.
 */
export function maskLinks(text: string): string {
  return text.replace(secretValue, (_match, name: string) => `${name}${maskedValue}`)
}
