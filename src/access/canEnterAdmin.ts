import type { PayloadRequest } from 'payload'

import { isStaff } from './roles'

/** Editors, advisers and admins may enter /admin; members are refused. */
export const canEnterAdmin = ({ req: { user } }: { req: PayloadRequest }): boolean => isStaff(user)
