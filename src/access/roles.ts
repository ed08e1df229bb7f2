export const roles = ['admin', 'editor', 'member'] as const
export type Role = (typeof roles)[number]

type MaybeUser = { role?: string | null } | null | undefined

export const hasRole = (user: MaybeUser, ...allowed: Role[]): boolean =>
  Boolean(user?.role && (allowed as string[]).includes(user.role))
