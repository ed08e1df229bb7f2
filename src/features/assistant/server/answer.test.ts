import { describe, expect, it } from 'vitest'

import { PassageIndex, type Passage } from '../retrieval'
import { bestPages, bestSentences, callsAnswer, directAnswer, retrievalAnswer } from './answer'

const passages: Passage[] = [
  {
    id: 'faq:own',
    title: 'Koliko vlastitog novca trebam?',
    text: 'Potpora pokriva dio troškova. Vlastito učešće najčešće je 30 do 60 %. Ostatak financirate sami ili kreditom.',
    url: '/services/financial-advisory',
  },
  {
    id: 'own:2',
    title: 'Vlastito učešće i krediti',
    text: 'Vlastito učešće možete pokriti kreditom HBOR-a.',
    url: '/services/financial-advisory',
  },
  {
    id: 'fees',
    title: 'Naknade',
    text: 'Ugovaramo fiksnu naknadu. Na uslugu od 10.000 € naknada je 5 %, tj. 500 €. Plaća se po odobrenju.',
    url: '/#contact',
  },
  { id: 'contact', title: 'Kontakt', text: 'Pišite nam.', url: '/#about' },
]

const search = (question: string) => bestPages(new PassageIndex(passages).search(question, 40))

describe('retrieval answers', () => {
  it('quotes each page once, with its best passage', () => {
    const hits = search('vlastito učešće kredit')
    expect(hits.map((hit) => hit.passage.url)).toEqual(['/services/financial-advisory'])
  })

  it('quotes whole sentences that share most words with the question, in their order', () => {
    expect(bestSentences(passages[0]!.text, 'koliko je vlastito učešće, može li kredit')).toBe(
      'Vlastito učešće najčešće je 30 do 60 %. Ostatak financirate sami ili kreditom.',
    )
    expect(bestSentences(passages[2]!.text, 'kolika je naknada na uslugu')).toBe(
      'Ugovaramo fiksnu naknadu. Na uslugu od 10.000 € naknada je 5 %, tj. 500 €.',
    )
  })

  it('answers from an FAQ from its start, in whole sentences', () => {
    expect(directAnswer(passages[0]!, 'kredit')).toBe(passages[0]!.text)
    const long: Passage = {
      id: 'faq:long',
      title: 'Dugo',
      text: `${'Prva rečenica je duga. '.repeat(30)}Zadnja.`,
      url: '/',
    }
    const answer = directAnswer(long, 'zadnja')
    expect(answer.length).toBeLessThanOrEqual(480)
    expect(answer).toMatch(/^Prva rečenica je duga\.( Prva rečenica je duga\.)*$/)
  })

  it('leads with a direct answer and its link, then at most two further pages', () => {
    const hits = search('naknada vlastito učešće kontakt')
    expect(hits).toHaveLength(3)
    const answer = retrievalAnswer('en', 'naknada vlastito učešće kontakt', hits)
    const [direct, more, also, ...rest] = answer.split('\n\n')
    expect(direct).toBe(directAnswer(hits[0]!.passage, 'naknada vlastito učešće kontakt'))
    expect(more).toMatch(/^Read more: \[[^\]]+\]\(\/en[^)]*\)$/)
    expect(also!.split('\n')[0]).toBe('See also:')
    expect(also!.split('\n').slice(1)).toHaveLength(2)
    for (const line of also!.split('\n').slice(1)) expect(line).toMatch(/^- \[[^\]]+\]\(\/en/)
    expect(answer).not.toContain('Here is what our pages say')
    expect(rest.join('\n\n')).toContain('[contact form](/en#contact)')
  })

  it('never cuts a quote in the middle of a number or after an abbreviation', () => {
    const answer = retrievalAnswer('hr', 'naknada uslugu', search('naknada uslugu'))
    expect(answer).toContain('Na uslugu od 10.000 € naknada je 5 %, tj. 500 €.')
    expect(answer).not.toMatch(/od 10\.(?!000)/)
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
