/** Shortest password accepted. */
export const minPasswordLength = 6
/** Longest password accepted: bounds the hashing work one request can ask for. */
export const maxPasswordLength = 128

/**
 * Passwords that appear at the top of every leaked-password list, plus the obvious local ones
 * (Croatian and German words for password, the site's own name); compared in lower case.
 */
const common = new Set(
  `
  123456 1234567 12345678 123456789 1234567890 12345 123123 111111 000000 654321 666666 121212
  112233 123321 159753 987654321 7777777 password password1 password12 password123 passw0rd
  p@ssw0rd qwerty qwerty1 qwerty12 qwerty123 qwertz qwertz123 qwertyuiop asdfgh asdfghjkl zxcvbnm
  1q2w3e 1q2w3e4r 1q2w3e4r5t q1w2e3r4 qazwsx 1qaz2wsx abc123 abcdef abcd1234 a1b2c3 aaaaaa
  iloveyou letmein welcome welcome1 monkey dragon football baseball sunshine princess shadow
  master superman batman trustno1 starwars freedom whatever secret admin admin123 administrator
  root changeme default guest test123 testtest lozinka lozinka1 lozinka123 sifra123 šifra123
  zaporka passwort passwort1 passwort123 hallo123 geheim schatz zagreb hrvatska osijek split123
  dinamo hajduk fondium fondium1 fondium123
  `
    .trim()
    .split(/\s+/),
)

export type PasswordProblem = 'required' | 'tooShort' | 'tooLong' | 'common'

/** Why a new password is refused, or null when it is acceptable. */
export function passwordProblem(password: string): PasswordProblem | null {
  if (password.length === 0) return 'required'
  if (password.length < minPasswordLength) return 'tooShort'
  if (password.length > maxPasswordLength) return 'tooLong'
  const lower = password.toLowerCase()
  if (common.has(lower) || /^(.)\1+$/.test(password)) return 'common'
  return null
}
