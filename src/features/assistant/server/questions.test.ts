import type { Payload } from 'payload'
import { describe, expect, it } from 'vitest'

import { locales, type Locale } from '@/i18n/locales'

import { demoPayload } from '../../../../bench/retrieval/demoPayload'

import { PassageIndex } from '../retrieval'
import { searchLanguages, type Indexes } from '../retrieval/languages'
import { bestPages } from './answer'
import { siteKnowledge } from './knowledge'

/** A database with the demo FAQ and the demo pages (their blocks' words) and nothing else. */
const faqAndPages = (() => {
  const demo = demoPayload()
  return {
    find: async (query: { collection: string }) =>
      ['faqs', 'pages'].includes(query.collection)
        ? demo.find(query as never)
        : { docs: [], totalDocs: 0 },
  } as unknown as Payload
})()

/** The assistant's index over the site's pages and the demo FAQ, in each language. */
const indexes = Object.fromEntries(
  await Promise.all(
    locales.map(async (locale) => {
      const { passages } = await siteKnowledge(faqAndPages, locale)
      return [locale, new PassageIndex(passages)]
    }),
  ),
) as Indexes

/** The ids and pages of the three passages quoted for a question asked on a page in `page`. */
function quoted(question: string, page: Locale) {
  const { language, hits } = searchLanguages(indexes, question, page)
  const best = bestPages(hits, 3)
  return {
    language,
    ids: best.map((hit) => hit.passage.id),
    urls: best.map((hit) => hit.passage.url),
  }
}

/** Questions as visitors write them, with and without diacritics, and the FAQ that answers. */
const asked: { faq: string; also?: string; questions: Record<Locale, string[]> }[] = [
  {
    faq: 'faq:fees',
    questions: {
      hr: [
        'koliko kostate',
        'Koliko košta vaša usluga?',
        'kolika je vasa naknada',
        'cijena pripreme prijave?',
        'kako se placa vasa pomoc',
        'imate li cjenik',
      ],
      en: [
        'what are your fees',
        'How much do you charge?',
        'what does your help cost',
        'pricing?',
        'do I have to pay you upfront',
        'is it expensive',
      ],
      de: [
        'was kostet ihre hilfe',
        'Wie hoch ist Ihr Honorar?',
        'preise?',
        'was muss ich bezahlen',
        'wie teuer ist das',
        'Gebühren für die Antragsvorbereitung',
      ],
    },
  },
  {
    faq: 'faq:success-guarantee',
    questions: {
      hr: [
        'garantirate li uspjeh',
        'Jamčite li odobrenje projekta?',
        'mozete li obecati da cemo dobiti novac',
        'je li sigurno da ce projekt proci',
      ],
      en: [
        'do you guarantee success',
        'can you promise the grant will be approved',
        'what if the application fails, is it guaranteed?',
        'are we sure to win',
      ],
      de: [
        'garantieren sie den erfolg',
        'Gibt es eine Erfolgsgarantie?',
        'können sie versprechen dass der antrag bewilligt wird',
        'ist die förderung sicher',
      ],
    },
  },
  {
    // The home page's contact section says the same, on the same page.
    faq: 'faq:free-consultation',
    also: 'page:/#contact',
    questions: {
      hr: [
        'kako dogovoriti termin',
        'Mogu li rezervirati konzultacije?',
        'zelim se naruciti na sastanak',
        'kada vas mogu nazvati',
      ],
      en: [
        'how do I book a consultation',
        'can we schedule a meeting',
        'I want an appointment',
        'when can I call you',
      ],
      de: [
        'wie kann ich einen termin buchen',
        'Beratungsgespräch vereinbaren',
        'ich möchte mich mit ihnen treffen',
        'wann kann ich anrufen',
      ],
    },
  },
]

describe('questions visitors ask most', () => {
  for (const { faq, also, questions } of asked) {
    for (const locale of locales) {
      it(`reach ${faq} in ${locale}, however they are phrased`, () => {
        for (const question of questions[locale]) {
          const found = quoted(question, locale)
          expect(found.language, question).toBe(locale)
          expect(
            found.ids.filter((id) => id === faq || id === also),
            `${question}: ${found.ids.join(', ')}`,
          ).not.toEqual([])
        }
      })
    }
  }

  it('find the FAQ whose question has the same frame ("who…", "how long…")', () => {
    const questions: [Locale, string, string][] = [
      ['hr', 'tko sve moze dobiti potporu', 'faq:who-can-apply'],
      ['en', 'who is eligible for funding', 'faq:who-can-apply'],
      ['de', 'wer bekommt zuschüsse', 'faq:who-can-apply'],
      ['hr', 'kada cemo znati rezultate ocjenjivanja', 'faq:evaluation-time'],
      ['en', 'when do we hear back on the evaluation', 'faq:evaluation-time'],
      ['de', 'wann wissen wir das ergebnis der bewertung', 'faq:evaluation-time'],
    ]
    for (const [locale, question, faq] of questions) {
      expect(quoted(question, locale).ids, question).toContain(faq)
    }
  })

  it('reach the success rate on the about page in all three languages', () => {
    const questions: [Locale, string][] = [
      ['hr', 'koliki vam je postotak uspjesnosti'],
      ['en', 'what is your success rate'],
      ['de', 'wie hoch ist ihre erfolgsquote'],
    ]
    for (const [locale, question] of questions) {
      expect(quoted(question, locale).urls, question).toContain('/#about')
    }
  })

  it('are answered in the language they are written in, whatever the page’s', () => {
    const english = quoted('Do you help with public procurement after the grant?', 'hr')
    expect(english.language).toBe('en')
    expect(english.ids).toContain('faq:procurement-rules-nojn')
    const passage = indexes.en.passage('faq:procurement-rules-nojn')!
    expect(passage.text).toMatch(/procurement/i)

    const croatian = quoted('koliko kostate', 'de')
    expect(croatian).toMatchObject({ language: 'hr' })
    expect(croatian.ids[0]).toBe('faq:fees')

    const german = quoted('was kostet ihre hilfe', 'en')
    expect(german.language).toBe('de')
  })

  it('lead with the FAQ that answers them', () => {
    expect(quoted('what are your fees', 'en').ids[0]).toBe('faq:fees')
    expect(quoted('koliko kostate', 'hr').ids[0]).toBe('faq:fees')
    expect(quoted('garantirate li uspjeh', 'hr').ids[0]).toBe('faq:success-guarantee')
  })
})
