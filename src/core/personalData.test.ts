import { describe, expect, it } from 'vitest'

import { features } from '@/features/registry'

import { mentionsAddress, orderHolders, sameAddress, type PersonalDataHolder } from './personalData'

describe('matching an address', () => {
  const address = 'ana.kovac@primjer.hr'

  it('takes a stored address whatever its case and spaces, and no other', () => {
    expect(sameAddress(' Ana.Kovac@PRIMJER.hr ', address)).toBe(true)
    expect(sameAddress('hana.kovac@primjer.hr', address)).toBe(false)
    expect(sameAddress(null, address)).toBe(false)
  })

  it('finds the address named among recipients or in a text, as a whole address', () => {
    expect(mentionsAddress('Ana Kovač <ana.kovac@primjer.hr>, ured@firma.hr', address)).toBe(true)
    expect(mentionsAddress('Odgovorite na ANA.KOVAC@primjer.hr.', address)).toBe(true)
    expect(mentionsAddress('hana.kovac@primjer.hr', address)).toBe(false)
    expect(mentionsAddress('ana.kovac@primjer.hr.eu', address)).toBe(false)
    expect(mentionsAddress('ana.kovac@primjer.hrvatska', address)).toBe(false)
  })
})

const holder = (collection: string, after?: string[]) =>
  ({
    collection,
    after,
    fields: [],
    find: async () => [],
    erasure: 'delete',
    effect: { hr: 'brišu se', en: 'deleted', de: 'gelöscht' },
    erase: async () => undefined,
  }) as unknown as PersonalDataHolder

const slugs = (holders: PersonalDataHolder[]) => holders.map((one) => one.collection)

describe('the order holders are searched and erased in', () => {
  it("keeps the features' order, each holder after those it is reached through", () => {
    const ordered = orderHolders([
      holder('files', ['leads']),
      holder('subscribers'),
      holder('alerts', ['users']),
      holder('deliveries', ['alerts']),
      holder('users'),
      holder('leads'),
    ])
    expect(slugs(ordered)).toEqual([
      'leads',
      'files',
      'subscribers',
      'users',
      'alerts',
      'deliveries',
    ])
  })

  it('refuses a collection held twice, reached through one not held, or through itself', () => {
    expect(() => orderHolders([holder('leads'), holder('leads')])).toThrow(/Two features/)
    expect(() => orderHolders([holder('files', ['leads'])])).toThrow(/not held/)
    expect(() => orderHolders([holder('a', ['b']), holder('b', ['a'])])).toThrow(/through itself/)
  })

  it("puts the site's holders in an order where each reads what it needs", async () => {
    const lists = await Promise.all(features.map((feature) => feature.personalData?.() ?? []))
    const ordered = slugs(orderHolders(lists.flat()))
    expect(ordered).toEqual([
      'leads',
      'application-files',
      'newsletter-subscribers',
      'users',
      'alerts',
      'alert-deliveries',
      'advisers',
      'bookings',
      'mail-outbox',
    ])
  })
})
