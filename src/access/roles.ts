export const roles = ['admin', 'editor', 'adviser', 'member'] as const
export type Role = (typeof roles)[number]

type MaybeUser = { role?: string | null } | null | undefined

export const hasRole = (user: MaybeUser, ...allowed: Role[]): boolean =>
  Boolean(user?.role && (allowed as string[]).includes(user.role))

/** The firm's people, who work in /admin: content editors, advisers and admins. */
export const isStaff = (user: MaybeUser): boolean => hasRole(user, 'admin', 'editor', 'adviser')
