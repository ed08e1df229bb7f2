import { z } from 'zod'

import { hourOfDay, onOff } from '@/lib/envFields'

/** The daily check's settings (`.env.example`). */
export const sourceMonitoringEnv = {
  SOURCE_CHECK_ENABLED: onOff('SOURCE_CHECK_ENABLED', 'true'),
  SOURCE_CHECK_HOUR: hourOfDay('SOURCE_CHECK_HOUR', 6),
  SOURCE_CHECK_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120_000).default(15_000),
}
