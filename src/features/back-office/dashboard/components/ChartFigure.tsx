import type { ReactNode } from 'react'

import { DashboardChart } from './DashboardChart.client'
import type { ChartSpec, TableSpec } from './chartSpec'

type Props = {
  id: string
  title: string
  note?: ReactNode
  /** Shown instead of the chart and the table when there is nothing to draw. */
  empty: string | null
  chart: ChartSpec
  table: TableSpec
  tableLabel: string
}

/**
 * One figure of the dashboard: its title, what it counts, the chart (for the eye) and the same
 * figures in a table (for screen readers, and for anyone who opens it), or a sentence when
 * there is nothing to count yet.
 */
export function ChartFigure({ id, title, note, empty, chart, table, tableLabel }: Props) {
  const titleId = `${id}-title`
  return (
    <section
      id={id}
      aria-labelledby={titleId}
      style={{
        border: '1px solid var(--theme-elevation-150)',
        borderRadius: 4,
        padding: 16,
        minWidth: 0,
      }}
    >
      <h3 id={titleId} style={{ marginTop: 0 }}>
        {title}
      </h3>
      {note ? <p style={{ color: 'var(--theme-elevation-800)' }}>{note}</p> : null}
      {empty !== null ? (
        <p>{empty}</p>
      ) : (
        <>
          <DashboardChart {...chart} />
          <details style={{ marginTop: 8 }}>
            <summary style={{ cursor: 'pointer' }}>{tableLabel}</summary>
            <table style={{ width: '100%', borderCollapse: 'collapse', marginTop: 8 }}>
              <caption style={{ textAlign: 'left', fontWeight: 600, padding: '4px 0' }}>
                {title}
              </caption>
              <thead>
                <tr>
                  {table.columns.map((column) => (
                    <th key={column} scope="col" style={cell}>
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {table.rows.map((row, index) => (
                  <tr key={index}>
                    {row.map((value, column) => {
                      const content =
                        typeof value === 'string' ? value : <a href={value.href}>{value.text}</a>
                      return column === 0 ? (
                        <th key={column} scope="row" style={cell}>
                          {content}
                        </th>
                      ) : (
                        <td key={column} style={cell}>
                          {content}
                        </td>
                      )
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
        </>
      )}
    </section>
  )
}

/** A table cell: compact, wrapping long names rather than overflowing the figure's box. */
const cell = {
  textAlign: 'left',
  verticalAlign: 'top',
  padding: '6px 8px',
  borderBottom: '1px solid var(--theme-elevation-150)',
  overflowWrap: 'anywhere',
} as const
