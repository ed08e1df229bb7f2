import type { PayloadRequest } from 'payload'

import { hasRole } from './roles'

/** Only editors and admins may enter /admin; members are refused. */
export const canEnterAdmin = ({ req: { user } }: { req: PayloadRequest }): boolean =>
  hasRole(user, 'editor', 'admin')
