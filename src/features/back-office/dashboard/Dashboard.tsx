import type { Payload } from 'payload'

import { mayHandleLeads } from '@/access/handlesLeads'
import { adminLanguage } from '@/i18n/adminLanguage'
import { translator } from '@/i18n/translator'

import { ChartFigure } from './components/ChartFigure'
import { Headlines } from './components/Headlines'
import { dashboardSections } from './components/sections'
import type { Language } from './language'
import { dashboardPeriod } from './period'
import { dashboardFigures } from './queries'

type Props = {
  payload: Payload
  user?: { role?: string | null; seesLeads?: boolean | null } | null
  i18n?: { language?: string }
}

/**
 * The /admin home's dashboard of enquiries and demand (Payload's `beforeDashboard`), for those
 * who handle leads only: headline figures as text, then each figure as a chart with its table.
 * A server render of aggregate queries; the charts' client code gets the numbers alone.
 */
export async function BackOfficeDashboard({ payload, user, i18n }: Props) {
  if (!mayHandleLeads(user)) return null
  const language: Language = adminLanguage({ i18n })
  const t = translator(language, 'Dashboard')
  const figures = await dashboardFigures(payload, dashboardPeriod(new Date()), language)
  const adminRoute = payload.config.routes.admin
  return (
    <section
      id="back-office-dashboard"
      aria-labelledby="back-office-dashboard-title"
      style={{ marginBottom: 40 }}
    >
      <h2 id="back-office-dashboard-title">{t('title')}</h2>
      <Headlines figures={figures} language={language} />
      <div
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 420px), 1fr))',
          gap: 16,
          marginTop: 16,
        }}
      >
        {dashboardSections(figures, language, adminRoute).map((section) => (
          <ChartFigure key={section.id} {...section} tableLabel={t('table')} />
        ))}
      </div>
    </section>
  )
}
