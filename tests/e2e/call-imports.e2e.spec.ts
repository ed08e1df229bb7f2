import { expect } from '@playwright/test'

import { editorBrowser, test } from './api'
import { chooseInAdmin } from './helpers'

test.describe('call imports in /admin', () => {
  test('an editor uploads a file, reads the preview line by line, and applies it', async ({
    browser,
    page,
    api,
    editor,
  }) => {
    const stamp = Date.now()
    const created = await api.post('/api/call-import-sources', {
      headers: editor,
      data: {
        name: `Ministarstvo – tablica poziva ${stamp}`,
        mapping: [
          { column: 'Oznaka', field: 'externalId' },
          { column: 'Naziv poziva', field: 'fundName.hr' },
          { column: 'Opis', field: 'shortDescription.hr' },
          { column: 'Rok', field: 'deadline' },
          { column: 'Županije', field: 'counties' },
          { column: 'NKD', field: 'nkd2007' },
        ],
      },
    })
    expect(created.status()).toBe(201)
    const source = ((await created.json()) as { doc: { id: number; name: string } }).doc
    const names = [1, 2, 3].map((n) => `Potpora za zelenu tranziciju ${stamp}-${n}`)
    // Activity codes no other file looks calls up by (the funding check and the catalogue read
    // 62.01, 62 and 10): the calls are in the catalogue until the test removes them.
    const csv = [
      'Oznaka;Naziv poziva;Opis;Rok;Županije;NKD',
      `ZT-${stamp}-1;${names[0]};Ulaganja u obnovljive izvore energije.;31.12.2099.;Istarska;35.11`,
      `ZT-${stamp}-2;${names[1]};Energetska učinkovitost proizvodnih pogona.;31.12.2099.;Grad Zagreb;35.12`,
      `ZT-${stamp}-3;${names[2]};Zelena tranzicija malih poduzeća.;31.12.2099.;cijela Hrvatska;35`,
      `ZT-${stamp}-4;Poziv s pogrešnom županijom;Opis.;31.12.2099.;Atlantida;35.11`,
    ].join('\n')

    const { context, page: admin } = await editorBrowser(browser)
    try {
      await admin.goto('/admin/collections/call-imports/create')
      await expect(admin.getByText(/you will see a preview/)).toBeVisible()
      await chooseInAdmin(admin, 'source', source.name)
      await admin.locator('input[type="file"]').setInputFiles({
        name: `zelena-tranzicija-${stamp}.csv`,
        mimeType: 'text/csv',
        buffer: Buffer.from(csv),
      })
      await admin.getByRole('button', { name: 'Save', exact: true }).click()

      // The dry run: counts, and the bad line with its reason; nothing in the catalogue yet.
      await expect(admin).toHaveURL(/\/call-imports\/\d+$/)
      await expect(admin.locator('#field-created')).toHaveValue('3')
      await expect(admin.locator('#field-rejected')).toHaveValue('1')
      const table = admin.locator('.import-review__table')
      await expect(table.locator('tr[data-outcome="rejected"]')).toContainText(
        'unknown county “Atlantida”',
      )
      await expect(table.locator('tr[data-outcome="rejected"] td').first()).toHaveText('5')
      await expect(table.locator('tr[data-outcome="new"]')).toHaveCount(3)
      const before = await api.get(
        `/api/funding-calls?where[importSource][equals]=${source.id}&depth=0`,
        { headers: editor },
      )
      expect(((await before.json()) as { totalDocs: number }).totalDocs).toBe(0)

      await admin.getByRole('button', { name: 'Apply the import (3 calls)' }).click()
      await expect(admin.getByRole('status').filter({ hasText: 'applied' })).toHaveText(
        'The import was applied: 3 new, 0 changed calls.',
      )
      await expect(admin.getByRole('button', { name: /Apply the import/ })).toHaveCount(0)

      // Visitors find the imported call.
      const after = await api.get(
        `/api/funding-calls?where[externalId][equals]=ZT-${stamp}-2&depth=0`,
        { headers: editor },
      )
      const { docs } = (await after.json()) as { docs: { id: number; counties: string[] }[] }
      expect(docs[0]?.counties).toEqual(['grad-zagreb'])
      await page.goto(`/natjecaj/${docs[0]!.id}`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(names[1]!)
    } finally {
      await context.close()
      await api.delete(`/api/funding-calls?where[importSource][equals]=${source.id}`, {
        headers: editor,
      })
      await api.delete(`/api/call-imports?where[source][equals]=${source.id}`, { headers: editor })
      await api.delete(`/api/call-import-sources/${source.id}`, { headers: editor })
    }
  })
})
