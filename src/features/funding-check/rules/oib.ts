/**
 * The Croatian personal identification number (OIB): 11 digits, the last a check digit by
 * ISO 7064, MOD 11,10.
 */
export function isValidOib(value: string): boolean {
  if (!/^\d{11}$/.test(value)) return false
  let remainder = 10
  for (const digit of value.slice(0, 10)) {
    remainder = (remainder + Number(digit)) % 10
    if (remainder === 0) remainder = 10
    remainder = (remainder * 2) % 11
  }
  const check = (11 - remainder) % 10
  return check === Number(value[10])
}
