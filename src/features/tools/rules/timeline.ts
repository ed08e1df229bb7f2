/** The application timeline estimator: week ranges per programme and phase. */

export const programmes = ['hamag-bicro', 'rural-development', 'regional-funds'] as const
export type Programme = (typeof programmes)[number]

export const phases = ['preparation', 'submission', 'evaluation', 'approval'] as const
export type Phase = (typeof phases)[number]

/** A duration in whole weeks; min equals max for a fixed duration. */
export type WeekRange = { min: number; max: number }

const weeks = (min: number, max = min): WeekRange => ({ min, max })

export const durations: Record<Programme, Record<Phase, WeekRange>> = {
  'hamag-bicro': {
    preparation: weeks(2, 4),
    submission: weeks(1),
    evaluation: weeks(4, 8),
    approval: weeks(2, 3),
  },
  'rural-development': {
    preparation: weeks(3, 6),
    submission: weeks(1, 2),
    evaluation: weeks(8, 12),
    approval: weeks(4, 6),
  },
  'regional-funds': {
    preparation: weeks(4, 8),
    submission: weeks(2),
    evaluation: weeks(6, 10),
    approval: weeks(3, 5),
  },
}

export type TimelineEstimate = {
  phases: { phase: Phase; weeks: WeekRange }[]
  total: WeekRange
}

/** The four phases of a programme in order, and their total (the sums of minima and maxima). */
export function estimateTimeline(programme: Programme): TimelineEstimate {
  const rows = phases.map((phase) => ({ phase, weeks: durations[programme][phase] }))
  const total = rows.reduce(
    (sum, row) => ({ min: sum.min + row.weeks.min, max: sum.max + row.weeks.max }),
    weeks(0),
  )
  return { phases: rows, total }
}

export function isProgramme(value: unknown): value is Programme {
  return typeof value === 'string' && (programmes as readonly string[]).includes(value)
}
