import { describe, expect, it } from 'vitest'

import { keepGivenLinks, linkChecker } from './citations'

const given = ['/en/services/eu-funding', '/en#contact', '/en/natjecaj/7']

async function streamed(pieces: string[]): Promise<string[]> {
  async function* source() {
    for (const piece of pieces) yield piece
  }
  const out: string[] = []
  for await (const piece of linkChecker(source(), given)) out.push(piece)
  return out
}

describe('citations of a model reply', () => {
  it('keeps links to the pages given, with or without a section', () => {
    const reply =
      'See [EU funding](/en/services/eu-funding) and [contact us](/en#contact) or [call 7](/en/natjecaj/7#documents).'
    expect(keepGivenLinks(reply, given)).toBe(reply)
  })

  it('keeps the text of a link to a page it was not given, or to another site', () => {
    expect(
      keepGivenLinks(
        'Read [our prices](/en/pricing), [the portal](https://example.com/x), [a trick](//evil.example) and [Croatian](/services/eu-funding).',
        given,
      ),
    ).toBe('Read our prices, the portal, a trick and Croatian.')
  })

  it('leaves brackets that are no link as they are', () => {
    expect(keepGivenLinks('Amounts [in euro] apply. [Note]', given)).toBe(
      'Amounts [in euro] apply. [Note]',
    )
  })

  it('checks links split across streamed pieces, holding back only what may become a link', async () => {
    const out = await streamed([
      'Apply early. See [EU ',
      'funding](/en/serv',
      'ices/eu-funding) and [fees](/en/pri',
      'cing). Done [x',
    ])
    expect(out.join('')).toBe(
      'Apply early. See [EU funding](/en/services/eu-funding) and fees. Done [x',
    )
    expect(out[0]).toBe('Apply early. See ')
  })
})
