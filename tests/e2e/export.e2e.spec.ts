import { readFile } from 'node:fs/promises'

import { expect } from '@playwright/test'
import { parse } from 'csv-parse/sync'

import { editorBrowser, ensureUser, test } from './api'

const adviserEmail = 'e2e-adviser@fondium.example'

test('an adviser searches the list of leads in /admin and exports it: the CSV holds those rows', async ({
  browser,
  request,
  api,
}) => {
  await ensureUser(request, adviserEmail, 'adviser')
  const stamp = `izvoz${Date.now()}`
  const people = [
    { firstName: 'Čedomir', lastName: 'Šimunović' },
    { firstName: 'Đurđica', lastName: 'Žužić' },
    { firstName: 'Ćiril', lastName: 'Ćosić' },
  ]
  for (const [n, person] of people.entries()) {
    const sent = await api.post('/api/contact?locale=hr', {
      headers: { 'x-forwarded-for': `198.51.101.${(Date.now() + n) % 250}` },
      data: {
        ...person,
        email: `${stamp}.${n}@primjer.hr`,
        message: 'Zanima nas izvoz upita.',
      },
    })
    expect(sent.status()).toBe(200)
  }

  const { context, page } = await editorBrowser(browser, adviserEmail)
  await page.goto('/admin/collections/leads')
  // The search box filters the list; the export takes the list's address as it is now.
  await page.locator('#search-filter-input').fill(stamp)
  await expect(page).toHaveURL(new RegExp(`search=${stamp}`))
  await expect(page.locator('.table tbody tr')).toHaveCount(3)
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Export CSV' }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(/^enquiries-\d{4}-\d{2}-\d{2}\.csv$/)
  const [headers, ...rows] = parse(await readFile((await download.path())!, 'utf8'), {
    bom: true,
  }) as string[][]
  const column = (name: string) => headers!.indexOf(name)
  expect(rows.map((row) => row[column('E-mail')]).sort()).toEqual(
    people.map((_, n) => `${stamp}.${n}@primjer.hr`),
  )
  expect(
    rows.map((row) => `${row[column('First name')]} ${row[column('Last name')]}`).sort(),
  ).toEqual(people.map((person) => `${person.firstName} ${person.lastName}`).sort())
  expect(rows.every((row) => row[column('Stage')] === 'New')).toBe(true)
  await context.close()
})
