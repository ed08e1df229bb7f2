import type { FundingCall } from '@/payload-types'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { contactEndpoint } from '@/features/contact/endpoints'
import { getEnv } from '@/server/env'

import { serveEndpoints } from './endpointServer'
import { drainJobs, mailTestbed } from './mailSetup'

/**
 * "Ask about this call": an enquiry from a call's page or a funding check's result carries the
 * call (and the checked activity code) to the stored lead and to the firm's mail; a call that
 * does not exist or a code that is not one is refused with a message.
 */

const testbed = mailTestbed(['lead-events', 'leads', 'payload-jobs'])
let server: Awaited<ReturnType<typeof serveEndpoints>>
let call: FundingCall
let address = 0

const person = {
  firstName: 'Željka',
  lastName: 'Čačić',
  email: 'zeljka.cacic@pekara-primjer.hr',
  company: 'Pekara Đurđevac d.o.o.',
  message: 'Zanima me natječaj za pekare: može li se prijaviti obrt?',
}

/** Posts to /api/contact as JSON (the site's script) or as a plain form (no JavaScript). */
function post(body: Record<string, string | number>, form = false) {
  return fetch(`${server.url}/api/contact?locale=en`, {
    method: 'POST',
    headers: {
      'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json',
      'x-forwarded-for': `10.34.0.${(address += 1)}`,
    },
    body: form
      ? new URLSearchParams(Object.entries(body).map(([key, value]) => [key, String(value)]))
      : JSON.stringify(body),
    redirect: 'manual',
  })
}

const leads = async () =>
  (
    await testbed.payload.find({
      collection: 'leads',
      sort: 'id',
      depth: 0,
      pagination: false,
      overrideAccess: true,
    })
  ).docs

beforeAll(async () => {
  call = await testbed.payload.create({
    collection: 'funding-calls',
    data: {
      fundName: 'Potpore pekarama za novu opremu',
      shortDescription: 'Bespovratna sredstva za opremu pekara i slastičarnica.',
      deadline: '2099-06-30T10:00:00.000Z',
      nkdCodes: [{ code: '10.71' }],
      applicantTypes: ['micro', 'small'],
      amountMax: 100_000,
    } as unknown as FundingCall,
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
  server = await serveEndpoints(testbed.payload, [contactEndpoint])
})

afterAll(async () => {
  await server.close()
  await testbed.payload.delete({
    collection: 'funding-calls',
    id: call.id,
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
})

describe('asking about a call', () => {
  it('stores the call and the checked code on the lead, and names both in the mail to the firm', async () => {
    const fromCheck = await post({
      ...person,
      call: call.id,
      code: '10.71',
      codeVersion: 'nkd2025',
      origin: 'funding-check',
    })
    expect(fromCheck.status).toBe(200)
    expect(await fromCheck.json()).toEqual({ ok: true })
    // Without JavaScript, from the call's page: a form post, answered with the result page.
    const fromPage = await post(
      { ...person, email: 'ivo.horvat@primjer.hr', call: String(call.id), origin: 'call' },
      true,
    )
    expect(fromPage.status).toBe(303)
    expect(fromPage.headers.get('location')).toBe('/en/forms/contact?status=stored')
    const fromAssistant = await post({
      ...person,
      email: 'ana@primjer.hr',
      origin: 'assistant',
    })
    expect(fromAssistant.status).toBe(200)

    const [checked, page, assistant] = await leads()
    expect(checked).toMatchObject({
      source: 'funding-check',
      call: call.id,
      code: '10.71',
      codeVersion: 'nkd2025',
      locale: 'en',
      ...person,
    })
    expect(page).toMatchObject({ source: 'call', call: call.id, code: null })
    expect(assistant).toMatchObject({ source: 'assistant', call: null, code: null })

    await drainJobs(testbed.payload)
    const mail = testbed.smtp.mails.find((one) => one.headers.get('x-lead-id') === `${checked!.id}`)
    expect(mail?.subject).toBe('Upit o natječaju Potpore pekarama za novu opremu: Željka Čačić')
    const lines = mail!.text!.split('\n')
    expect(lines).toEqual(
      expect.arrayContaining([
        'Novi upit o natječaju',
        'Poslano iz: rezultata provjere financiranja',
        'Natječaj: Potpore pekarama za novu opremu',
        `Stranica natječaja: ${getEnv().SITE_URL}/natjecaj/${call.id}`,
        'Provjerena djelatnost: 10.71 (NKD 2025)',
        'Tvrtka: Pekara Đurđevac d.o.o.',
      ]),
    )
    const assistantMail = testbed.smtp.mails.find(
      (one) => one.headers.get('x-lead-id') === `${assistant!.id}`,
    )
    expect(assistantMail?.subject).toBe(
      'Novi upit s web stranice: Željka Čačić (Pekara Đurđevac d.o.o.)',
    )
    expect(assistantMail?.text).toContain('Poslano iz: razgovora s asistentom')
    expect(assistantMail?.text).not.toContain('Natječaj:')
  })

  it('refuses a call that does not exist and a code that is not one, with a message, storing nothing', async () => {
    const unknown = await post({ ...person, call: 2_000_000_000, origin: 'call' })
    expect(unknown.status).toBe(400)
    expect(await unknown.json()).toEqual({
      error: 'This call does not exist or is no longer published.',
      errors: { call: 'This call does not exist or is no longer published.' },
    })
    const badCode = await post({ ...person, call: call.id, code: '10.7', origin: 'funding-check' })
    expect(badCode.status).toBe(400)
    expect(await badCode.json()).toMatchObject({
      error: 'An activity code looks like 62.01 (NKD 2007 or NKD 2025).',
    })
    const notAnId = await post({ ...person, call: 'pekare' })
    expect(notAnId.status).toBe(400)
    // Without JavaScript the result page names the problem.
    const form = await post({ ...person, call: '2000000000', origin: 'call' }, true)
    expect(form.status).toBe(303)
    expect(form.headers.get('location')).toBe('/en/forms/contact?status=invalid&problems=call')
    expect(await leads()).toEqual([])
  })
})
