import { describe, expect, it } from 'vitest'

import { PassageIndex, type Passage } from '.'
import { activityCodes, fold, terms } from './tokenize'

const passages: Passage[] = [
  {
    id: 'eu-funding',
    title: 'EU fondovi',
    text: 'Pomažemo pronaći natječaje za bespovratna sredstva iz EU fondova i pripremiti prijavu.',
    url: '/services/eu-funding',
  },
  {
    id: 'business-plans',
    title: 'Poslovni planovi',
    text: 'Izrađujemo poslovne planove za banke, investitore i natječaje.',
    url: '/services/eu-business-plans',
  },
  {
    id: 'call-1',
    title: 'Digitalizacija malih poduzeća',
    text: 'Natječaj za šifre djelatnosti 62.01 i 62.02, rok 15. 3. 2027.',
    url: '/natjecaj/1',
  },
]

describe('retrieval', () => {
  it('folds diacritics and finds activity codes', () => {
    expect(fold('Natječaj ĐAKOVO Straße')).toBe('natjecaj dakovo strasse')
    expect(activityCodes('natječaji za 62.01 i 10.71, ne 2024.')).toEqual(['62.01', '10.71'])
    expect(terms('natječaji natječaja natječaj')).toEqual(['natjecaj', 'natjecaj', 'natjecaj'])
  })

  it('ranks the passage that answers the question first', () => {
    const index = new PassageIndex(passages)
    expect(index.search('Trebam poslovni plan za banku')[0]?.passage.id).toBe('business-plans')
    expect(index.search('bespovratna sredstva iz EU fondova')[0]?.passage.id).toBe('eu-funding')
    expect(index.search('natječaji za 62.01')[0]?.passage.id).toBe('call-1')
  })

  it('returns nothing when no word of the question occurs', () => {
    expect(new PassageIndex(passages).search('vrijeme sutra kiša')).toEqual([])
  })
})
