import type { Payload } from 'payload'

import type { DashboardPeriod } from '../period'

import { alertCodes } from './alertCodes'
import { alertSignUpsPerWeek } from './alertSignUpsPerWeek'
import { assistantTopics } from './assistantTopics'
import { bookingsThisWeek } from './bookingsThisWeek'
import { callsToLookFor, codesCheckedMost } from './checkedCodes'
import { conversion } from './conversion'
import { followUpsDue } from './followUpsDue'
import { leadsByStage } from './leadsByStage'
import { leadsPerWeek } from './leadsPerWeek'
import { notRelevantCalls } from './notRelevantCalls'
import type { Language } from '../language'

export { bookingStates, type BookingDay, type BookingState } from './bookingsThisWeek'
export type { Conversion } from './conversion'
export type { AdviserFollowUps } from './followUpsDue'
export type { AlertCode } from './alertCodes'
export type { AssistantTopic } from './assistantTopics'
export type { CheckedCode } from './checkedCodes'
export type { NotRelevantCall } from './notRelevantCalls'
export type { SourceWeeks } from './leadsPerWeek'
export type { Language } from '../language'

/**
 * Every aggregate query of the dashboard by name, each one SQL statement (GROUP BY in the
 * database, a handful of rows back). The bench (bench/dashboard) times each on its own.
 */
export const dashboardQueries = {
  leadsPerWeek: (payload: Payload, period: DashboardPeriod) => leadsPerWeek(payload, period),
  alertSignUpsPerWeek: (payload: Payload, period: DashboardPeriod) =>
    alertSignUpsPerWeek(payload, period),
  leadsByStage: (payload: Payload) => leadsByStage(payload),
  conversion: (payload: Payload, period: DashboardPeriod) => conversion(payload, period),
  followUpsDue: (payload: Payload, period: DashboardPeriod) => followUpsDue(payload, period),
  bookingsThisWeek: (payload: Payload, period: DashboardPeriod) =>
    bookingsThisWeek(payload, period),
  codesCheckedMost: (payload: Payload, period: DashboardPeriod, language: Language) =>
    codesCheckedMost(payload, period, language),
  callsToLookFor: (payload: Payload, period: DashboardPeriod, language: Language) =>
    callsToLookFor(payload, period, language),
  alertCodes: (payload: Payload, _period: DashboardPeriod, language: Language) =>
    alertCodes(payload, language),
  notRelevantCalls: (payload: Payload, _period: DashboardPeriod, language: Language) =>
    notRelevantCalls(payload, language),
  assistantTopics: (payload: Payload) => assistantTopics(payload),
} as const

export type DashboardQuery = keyof typeof dashboardQueries

/** Every figure of the dashboard for a period, in the admin language (code and call names). */
export async function dashboardFigures(
  payload: Payload,
  period: DashboardPeriod,
  language: Language,
) {
  const [
    leads,
    alerts,
    stages,
    converted,
    followUps,
    bookings,
    codes,
    lookFor,
    alertsByCode,
    dismissed,
    topics,
  ] = await Promise.all([
    leadsPerWeek(payload, period),
    alertSignUpsPerWeek(payload, period),
    leadsByStage(payload),
    conversion(payload, period),
    followUpsDue(payload, period),
    bookingsThisWeek(payload, period),
    codesCheckedMost(payload, period, language),
    callsToLookFor(payload, period, language),
    alertCodes(payload, language),
    notRelevantCalls(payload, language),
    assistantTopics(payload),
  ])
  return {
    period,
    leadsPerWeek: leads,
    alertSignUpsPerWeek: alerts,
    leadsByStage: stages,
    conversion: converted,
    followUpsDue: followUps,
    bookingsThisWeek: bookings,
    codesCheckedMost: codes,
    callsToLookFor: lookFor,
    alertCodes: alertsByCode,
    notRelevantCalls: dismissed,
    assistantTopics: topics,
  }
}

export type DashboardFigures = Awaited<ReturnType<typeof dashboardFigures>>
