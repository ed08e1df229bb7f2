/**
 * A function that keeps its answers: each key is worked out once, later calls read the kept
 * answer. Past `limit` keys everything kept is forgotten and kept anew, so a stream of new keys
 * cannot grow the memory without bound. For answers that cost more than the lookup (formatters,
 * translators, time-zone arithmetic).
 */
export function keptAnswers<K, V>(
  compute: (key: K) => V,
  limit = Number.POSITIVE_INFINITY,
): (key: K) => V {
  const kept = new Map<K, V>()
  return (key) => {
    if (kept.has(key)) return kept.get(key) as V
    const value = compute(key)
    if (kept.size >= limit) kept.clear()
    kept.set(key, value)
    return value
  }
}
