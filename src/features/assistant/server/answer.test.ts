import { describe, expect, it } from 'vitest'

import { PassageIndex, type Passage } from '../retrieval'
import { bestSentences, callsAnswer, retrievalAnswer, searchPages } from './answer'

const passages: Passage[] = [
  {
    id: 'faq:own',
    title: 'Koliko vlastitog novca trebam?',
    text: 'Potpora pokriva dio troškova. Vlastito učešće najčešće je 30 do 60 %. Ostatak financirate sami ili kreditom.',
    url: '/services/financial-advisory',
  },
  {
    id: 'faq:own:2',
    title: 'Vlastito učešće i krediti',
    text: 'Vlastito učešće možete pokriti kreditom HBOR-a.',
    url: '/services/financial-advisory',
  },
  { id: 'contact', title: 'Kontakt', text: 'Pišite nam.', url: '/#contact' },
]

describe('retrieval answers', () => {
  it('quotes each page once, with its best passage', () => {
    const hits = searchPages(new PassageIndex(passages), 'vlastito učešće kredit')
    expect(hits.map((hit) => hit.passage.url)).toEqual(['/services/financial-advisory'])
  })

  it('quotes the sentences that share most words with the question, in their order', () => {
    expect(bestSentences(passages[0]!.text, 'koliko je vlastito učešće, može li kredit')).toBe(
      'Vlastito učešće najčešće je 30 do 60 %. Ostatak financirate sami ili kreditom.',
    )
  })

  it('links each quoted page in the visitor’s language and offers the consultation', () => {
    const hits = searchPages(new PassageIndex(passages), 'vlastito učešće')
    const answer = retrievalAnswer('en', 'vlastito učešće', hits)
    expect(answer).toContain('Here is what our pages say about it:')
    expect(answer).toContain(
      '- **Vlastito učešće i krediti**: Vlastito učešće možete pokriti kreditom HBOR-a.',
    )
    expect(answer).toContain('[More](/en/services/financial-advisory)')
    expect(answer).toContain('[contact form](/en#contact)')
  })

  it('says honestly when the site has nothing on the question', () => {
    const answer = retrievalAnswer('hr', 'vrijeme sutra', [])
    expect(answer).toContain('O tome na našim stranicama nažalost nemam podatak.')
    expect(answer).toContain('[obrasca za kontakt](/#contact)')
  })

  it('lists the open calls for an activity code with deadline, amount and link', () => {
    const calls = [
      {
        id: 7,
        fundName: 'Vaučeri za digitalizaciju',
        funding: 'do 20.000 €',
        deadline: '2027-03-15T10:00:00.000Z',
      },
      {
        id: 9,
        fundName: 'NPOO – Digitalna transformacija',
        funding: null,
        deadline: '2027-05-01T10:00:00.000Z',
      },
    ]
    const answer = callsAnswer('hr', '62.01', calls)
    expect(answer).toContain('Za šifru djelatnosti 62.01 trenutačno su otvorena 2 natječaja:')
    expect(answer).toContain(
      '- [Vaučeri za digitalizaciju](/natjecaj/7) · Rok za prijavu: 15. ožujka 2027. · Iznos potpore: do 20.000 €',
    )
    expect(answer).toContain(
      '[NPOO – Digitalna transformacija](/natjecaj/9) · Rok za prijavu: 1. svibnja 2027.',
    )
    expect(callsAnswer('de', '01.13', [])).toBe(
      'Für den Tätigkeitscode 01.13 ist in unserer Liste derzeit keine Ausschreibung offen. Alle offenen Ausschreibungen finden Sie unter [Offene Ausschreibungen](/de/otvoreni-natjecaji).',
    )
  })
})
