/** `value` when it is one of `values` (a field's choices, say), else null. */
export function oneOf<T extends string>(
  values: readonly T[],
  value: string | null | undefined,
): T | null {
  return value != null && (values as readonly string[]).includes(value) ? (value as T) : null
}
