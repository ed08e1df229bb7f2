import type { Language } from '../../language'
import type { DashboardFigures } from '../../queries'
import { formats } from '../format'

import {
  alertCodesSection,
  codesCheckedSection,
  lookForSection,
  notRelevantSection,
  topicsSection,
} from './demand'
import { leadsByStageSection, leadsPerWeekSection } from './leads'
import type { Section } from './types'
import { bookingsSection, followUpsSection } from './work'

/** The dashboard's figures in the order shown: the firm's own work first, then demand. */
export function dashboardSections(
  figures: DashboardFigures,
  language: Language,
  adminRoute: string,
): Section[] {
  const input = { figures, language, format: formats(language), adminRoute }
  return [
    leadsPerWeekSection,
    leadsByStageSection,
    followUpsSection,
    bookingsSection,
    codesCheckedSection,
    lookForSection,
    alertCodesSection,
    notRelevantSection,
    topicsSection,
  ].map((section) => section(input))
}
