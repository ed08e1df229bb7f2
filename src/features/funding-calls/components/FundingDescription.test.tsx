import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { FundingDescription } from './FundingDescription'

describe('funding call description', () => {
  it('renders headings bold, bullet lines as one list, and markup only as text', () => {
    const html = renderToStaticMarkup(
      <FundingDescription
        text={[
          'Tko se može prijaviti?',
          '• Mikro poduzeća',
          '• Mala poduzeća',
          '<img src="x" onerror="alert(1)">Iznos potpore do 50.000 €',
          '📅 Rokovi',
          'Do 31. prosinca 2026. <script>alert(2)</script>',
        ].join('\n')}
      />,
    )
    expect(html).toContain('<p class="pt-3 font-bold text-brand-900">Tko se može prijaviti?</p>')
    expect(html).toContain(
      '<ul class="list-disc space-y-1 pl-6"><li>Mikro poduzeća</li><li>Mala poduzeća</li></ul>',
    )
    expect(html).toContain('<p>Iznos potpore do 50.000 €</p>')
    expect(html).toContain('<p class="pt-3 font-bold text-brand-900">📅 Rokovi</p>')
    expect(html).toContain('<p>Do 31. prosinca 2026.</p>')
    expect(html).not.toMatch(/<img|<script|onerror|alert/)
  })
})
