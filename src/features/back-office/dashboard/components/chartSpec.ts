/**
 * What a chart draws, and all the client receives: the categories along one axis, and one or
 * more series of numbers (one per category). Aggregated figures only, a few dozen numbers.
 */
export type ChartSpec = {
  categories: string[]
  series: { key: string; label: string; values: number[] }[]
  /** Series stacked in one bar per category (their parts of a whole). */
  stacked?: boolean
  /** Columns along the bottom (weeks, days) or bars across (codes, names). */
  layout: 'columns' | 'bars'
}

/** A table's columns (the first heads the rows) and rows (the first cell names the row). */
export type TableSpec = { columns: string[]; rows: (string | { text: string; href: string })[][] }
