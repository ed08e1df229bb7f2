import { accountGuard } from '@/features/account'
import { careersGuard } from '@/features/careers'
import { resourcesGuard } from '@/features/resources'
import type { GuardExtension } from '@/server/http/guardApi'

/** What the features add to the API guard (the route file, and the tests that serve the API). */
export const apiGuards: GuardExtension[] = [accountGuard, careersGuard, resourcesGuard]
