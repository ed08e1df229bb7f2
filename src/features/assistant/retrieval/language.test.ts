import { describe, expect, it } from 'vitest'

import { PassageIndex } from '.'
import { detectLanguage } from './language'

const page = (text: string) => new PassageIndex([{ id: '1', title: '', text, url: '/' }])
const vocabularies = {
  hr: page('Bespovratna sredstva za poduzetnike, prihvatljivi troškovi i natječaji.'),
  en: page('Grants for entrepreneurs, eligible costs and calls for proposals.'),
  de: page('Zuschüsse für Unternehmer, förderfähige Kosten und Ausschreibungen.'),
}

describe('the language a question is written in', () => {
  it('is told by its common words, with or without diacritics', () => {
    expect(detectLanguage('koliko kostate', vocabularies)).toBe('hr')
    expect(detectLanguage('Koliko košta priprema prijave?', vocabularies)).toBe('hr')
    expect(detectLanguage('jel mozete pomoc oko natjecaja', vocabularies)).toBe('hr')
    expect(detectLanguage('what are your fees', vocabularies)).toBe('en')
    expect(
      detectLanguage('Do you help with public procurement after the grant?', vocabularies),
    ).toBe('en')
    expect(detectLanguage('was kostet ihre hilfe', vocabularies)).toBe('de')
    expect(detectLanguage('Förderfähige Kosten?', vocabularies)).toBe('de')
    expect(detectLanguage('foerderfaehige kosten fuer maschinen', vocabularies)).toBe('de')
  })

  it('is told by words only one language’s pages use', () => {
    expect(detectLanguage('eligible costs', vocabularies)).toBe('en')
    expect(detectLanguage('prihvatljivi troškovi', vocabularies)).toBe('hr')
    expect(detectLanguage('Ausschreibungen', vocabularies)).toBe('de')
  })

  it('is unknown when the words do not tell', () => {
    expect(detectLanguage('NPOO 62.01', vocabularies)).toBeNull()
    expect(detectLanguage('HAMAG-BICRO', vocabularies)).toBeNull()
  })
})
