import type { FeatureSite } from '@/core/feature'

import { feature as pages } from './pages/feature'
import { feature as fundingCalls } from './funding-calls/feature'
import { feature as activityCodes } from './activity-codes/feature'
import { feature as callImports } from './call-imports/feature'
import { feature as insights } from './insights/feature'
import { feature as caseStudies } from './case-studies/feature'
import { feature as team } from './team/feature'
import { feature as careers } from './careers/feature'
import { feature as resources } from './resources/feature'
import { feature as fundingCheck } from './funding-check/feature'
import { feature as contact } from './contact/feature'
import { feature as newsletter } from './newsletter/feature'
import { feature as alerts } from './alerts/feature'
import { feature as booking } from './booking/feature'
import { feature as assistant } from './assistant/feature'
import { feature as account } from './account/feature'
import { feature as sourceMonitoring } from './source-monitoring/feature'
import { feature as backOffice } from './back-office/feature'
import { feature as home } from './home/feature'
import { feature as services } from './services/feature'
import { feature as legal } from './legal/feature'
import { feature as tools } from './tools/feature'

/**
 * Every feature of the site, each defined once in its folder (feature.ts): the one list the core
 * reads (the Payload config, ...). Adding a feature is its folder plus one line here.
 *
 * The order is the order in which their Payload parts apply: a feature that changes another's
 * collection comes after it (alerts after funding-calls, back-office after contact and
 * booking), and the features with queued tasks keep the order of the jobs' task list (contact,
 * newsletter, alerts, booking, account, source-monitoring, back-office), which the database's
 * task enum follows. The admin lists collections in this order within their groups.
 */
export const features = [
  pages,
  fundingCalls,
  activityCodes,
  callImports,
  insights,
  caseStudies,
  assistant,
  team,
  careers,
  resources,
  contact,
  fundingCheck,
  newsletter,
  alerts,
  booking,
  account,
  sourceMonitoring,
  backOffice,
  home,
  services,
  legal,
  tools,
] as const

/**
 * What each feature puts on the site's map and in its menus (`site` of its definition), for
 * those that have it, in the registry's order: the sitemap and the menus read it.
 */
export async function featureSites(): Promise<FeatureSite[]> {
  const sites = await Promise.all(features.map(async (feature) => await feature.site?.()))
  return sites.filter((site) => site !== undefined)
}
