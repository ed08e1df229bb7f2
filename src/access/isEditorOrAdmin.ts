import type { Access } from 'payload'

import { hasRole } from './roles'

export const isEditorOrAdmin: Access = ({ req: { user } }) => hasRole(user, 'editor', 'admin')
