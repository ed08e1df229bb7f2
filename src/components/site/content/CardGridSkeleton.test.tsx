import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { CardGridSkeleton } from './CardGridSkeleton'

describe('list skeleton', () => {
  it('shows six placeholder cards and announces the loading state', () => {
    const html = renderToStaticMarkup(<CardGridSkeleton label="Učitavanje…" />)
    expect(html.match(/data-testid="card-skeleton"/g)).toHaveLength(6)
    expect(html).toMatch(
      /^<div role="status" aria-live="polite"><span class="sr-only">Učitavanje…<\/span>/,
    )
  })
})
