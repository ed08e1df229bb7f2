import type { Payload } from 'payload'

import { alertSignUpsPer } from '@/features/alerts'

import type { DashboardPeriod } from '../period'

/**
 * Alert sign-ups per ISO week (oldest first): alerts created in the week whose address has
 * confirmed them (pending sign-ups that were never confirmed are not counted).
 */
export const alertSignUpsPerWeek = (payload: Payload, period: DashboardPeriod) =>
  alertSignUpsPer(
    payload,
    period.weeks.map((week) => week.from),
    period.to,
  )
