/** Failed sign-ins an account or an address may make before each further attempt waits. */
export const freeSignIns = 5

/** The longest wait between two attempts past the free ones (15 minutes). */
export const longestWaitSeconds = 15 * 60

/**
 * The wait before the next attempt after `failures` failed sign-ins in a row: none before the
 * fifth, then 1 s, doubling with each further failure (2 s, 4 s, …), at most 15 minutes.
 */
export function waitAfterFailures(failures: number): number {
  if (failures < freeSignIns) return 0
  return Math.min(longestWaitSeconds, 2 ** (failures - freeSignIns))
}
