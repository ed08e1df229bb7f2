import type { Language } from '../../language'
import type { DashboardFigures } from '../../queries'
import type { ChartSpec, TableSpec } from '../chartSpec'
import type { Formats } from '../format'

/** One figure of the dashboard, ready for ChartFigure. */
export type Section = {
  id: string
  title: string
  note?: string
  empty: string | null
  chart: ChartSpec
  table: TableSpec
}

/** What a section is made from: the figures, the language and its formats, /admin's route. */
export type SectionInput = {
  figures: DashboardFigures
  language: Language
  format: Formats
  adminRoute: string
}
