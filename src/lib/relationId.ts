/**
 * The id of a relationship field's value, whether Payload gave it as an id (depth 0) or as the
 * related document (populated); null when the field is empty.
 */
export function relationId(value: unknown): number | null {
  if (typeof value === 'number') return value
  if (value && typeof value === 'object' && 'id' in value && typeof value.id === 'number') {
    return value.id
  }
  return null
}
