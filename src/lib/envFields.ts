import { z } from 'zod'

/** A text setting that may be left out or empty (then undefined), trimmed. */
export const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional()

/** A switch written `true` or `false`. */
export const onOff = (name: string, fallback: 'true' | 'false') =>
  z
    .enum(['true', 'false'], { message: `${name} must be true or false` })
    .default(fallback)
    .transform((value) => value === 'true')

/** A whole number from `min` to `max`; out of range, the message names the setting and its range. */
export const wholeNumber = (
  name: string,
  what: string,
  min: number,
  max: number,
  fallback: number,
) => {
  const message = `${name} must be ${what}`
  return z.coerce
    .number({ message })
    .int(message)
    .min(min, message)
    .max(max, message)
    .default(fallback)
}

/** An hour of the day in Zagreb (0 to 23). */
export const hourOfDay = (name: string, fallback: number) =>
  wholeNumber(name, 'an hour from 0 to 23', 0, 23, fallback)
