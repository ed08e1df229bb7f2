/**
 * The session token a sign-in sets in its cookie, for an `Authorization: JWT …` header: the
 * answer's body does not carry it (src/features/account/payloadAuthRoutes.ts).
 */
export function sessionToken(headers: Headers): string {
  const cookie = headers.getSetCookie().find((value) => value.startsWith('payload-token='))
  if (!cookie) throw new Error('the answer set no session cookie')
  return cookie.split(';')[0]!.slice('payload-token='.length)
}
