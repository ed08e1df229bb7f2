'use client'

import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts'

import type { ChartSpec } from './chartSpec'

/** Colours told apart on /admin's light and dark themes (and by most colour-blind readers). */
const palette = [
  '#2563eb',
  '#d97706',
  '#059669',
  '#db2777',
  '#7c3aed',
  '#0891b2',
  '#65a30d',
  '#6b7280',
]

/**
 * A bar chart of aggregated figures, drawn with Recharts. Hidden from screen readers: the same
 * figures are in the table beside it (ChartFigure), which they read instead.
 */
export function DashboardChart({ categories, series, stacked, layout }: ChartSpec) {
  const data = categories.map((category, index) => ({
    category,
    ...Object.fromEntries(series.map((one) => [one.key, one.values[index] ?? 0])),
  }))
  const across = layout === 'bars'
  const longest = Math.max(...categories.map((category) => category.length), 4)
  const height = across ? Math.max(160, categories.length * 28 + 60) : 260
  const tick = { fill: 'currentColor', fontSize: 12 }
  return (
    <div aria-hidden="true" style={{ width: '100%', height, color: 'var(--theme-elevation-800)' }}>
      <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 480, height }}>
        <BarChart
          data={data}
          layout={across ? 'vertical' : 'horizontal'}
          accessibilityLayer={false}
          margin={{ top: 8, right: 16, bottom: 8, left: 8 }}
        >
          <CartesianGrid strokeDasharray="3 3" stroke="var(--theme-elevation-150)" />
          {across ? (
            <>
              <XAxis type="number" allowDecimals={false} tick={tick} />
              <YAxis
                type="category"
                dataKey="category"
                tick={tick}
                width={Math.min(200, longest * 7 + 8)}
                interval={0}
              />
            </>
          ) : (
            <>
              <XAxis dataKey="category" tick={tick} interval={0} />
              <YAxis allowDecimals={false} tick={tick} width={40} />
            </>
          )}
          <Tooltip
            cursor={{ fill: 'var(--theme-elevation-100)' }}
            contentStyle={{
              background: 'var(--theme-elevation-0)',
              border: '1px solid var(--theme-elevation-150)',
              color: 'var(--theme-text)',
            }}
          />
          {series.length > 1 ? (
            // The names in the text colour (Recharts writes them in the series' colours).
            <Legend
              wrapperStyle={{ fontSize: 12 }}
              formatter={(name) => (
                <span style={{ color: 'var(--theme-elevation-800)' }}>{name}</span>
              )}
            />
          ) : null}
          {series.map((one, index) => (
            <Bar
              key={one.key}
              dataKey={one.key}
              name={one.label}
              stackId={stacked ? 'stack' : undefined}
              fill={palette[index % palette.length]}
              isAnimationActive={false}
              maxBarSize={40}
            />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </div>
  )
}
