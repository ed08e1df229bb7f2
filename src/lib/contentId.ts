import { z } from 'zod'

export type ContentParams = { params: Promise<{ locale: string; id: string }> }

const idSchema = z
  .string()
  .regex(/^[1-9]\d{0,9}$/)
  .transform(Number)
  .pipe(z.number().int().max(2_147_483_647))

/** The numeric id of a detail page's route segment, or null when it cannot be an id. */
export function parseContentId(value: string): number | null {
  const parsed = idSchema.safeParse(value)
  return parsed.success ? parsed.data : null
}
