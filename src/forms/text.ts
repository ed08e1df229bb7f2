/**
 * One rule for the text every form accepts. Refused: control characters (NUL, escape, DEL and
 * the C1 range; tab and line breaks only where a field takes several lines), the invisible
 * marks that reorder text (bidirectional controls such as U+202E, which can make a name or a
 * mail subject read differently from what it says), and broken UTF-16 (a lone surrogate).
 */
const singleLineControls = /[\u0000-\u001f\u007f-\u009f]/
const multiLineControls = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/
const bidiControls = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/
const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/

/** True when `value` holds a character no form field accepts (see above). */
export function hasForbiddenCharacters(value: string, { multiline = false } = {}): boolean {
  const controls = multiline ? multiLineControls : singleLineControls
  return controls.test(value) || bidiControls.test(value) || loneSurrogate.test(value)
}

const forbiddenInLine = new RegExp(
  [singleLineControls, bidiControls, loneSurrogate].map(({ source }) => `(?:${source})`).join('|'),
  'g',
)

/**
 * `value` as one line that passes the rule: each forbidden character (a line break included)
 * becomes a space. For text the server writes from what it does not control (an SMTP error).
 */
export const plainLine = (value: string): string =>
  value.replace(forbiddenInLine, ' ').replace(/ {2,}/g, ' ').trim()
