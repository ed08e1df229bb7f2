/**
 * One value per process under `name`, created on first use. Next.js bundles a module once per
 * layer (pages, route handlers, server actions), and the production build runs those copies
 * side by side, so state kept in a module's own variables exists once per copy: a limit counted
 * in one copy is not seen by another (issue 48). globalThis is the one object they all share.
 */
export function processWide<T>(name: string, create: () => T): T {
  const store = globalThis as Record<symbol, unknown>
  const key = Symbol.for(`grant-consultancy-site:${name}`)
  if (!(key in store)) store[key] = create()
  return store[key] as T
}
