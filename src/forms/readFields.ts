import type { z } from 'zod'

/** Why a field of a body could not be read: a value of the wrong type, or one far too long. */
export type FieldProblem = 'type' | 'tooLong'

/**
 * A form's body read by its zod object, field by field: a field whose value its schema refuses
 * (a number or a list where text belongs, text over the schema's bound) reads as left out and is
 * named in `problems`, so that the form can say what is wrong with it instead of asking for
 * every field. A body that is not an object reads as every field left out.
 */
export function readFields<S extends z.ZodObject>(
  shape: S,
  input: unknown,
): { raw: z.output<S>; problems: Partial<Record<string, FieldProblem>> } {
  const whole = shape.safeParse(input ?? {})
  if (whole.success) return { raw: whole.data, problems: {} }
  const body: Record<string, unknown> =
    input && typeof input === 'object' && !Array.isArray(input) ? { ...input } : {}
  const problems: Partial<Record<string, FieldProblem>> = {}
  for (const issue of whole.error.issues) {
    const [field] = issue.path
    if (typeof field !== 'string' || !(field in shape.shape)) continue
    problems[field] ??= issue.code === 'too_big' ? 'tooLong' : 'type'
    delete body[field]
  }
  const rest = shape.safeParse(body)
  return { raw: rest.success ? rest.data : shape.parse({}), problems }
}
