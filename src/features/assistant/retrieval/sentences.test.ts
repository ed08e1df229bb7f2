import { describe, expect, it } from 'vitest'

import { sentences } from './sentences'

describe('sentences', () => {
  it('ends a sentence at a full stop, question or exclamation mark before a capital', () => {
    expect(sentences('Potpora pokriva dio troškova. Ostatak plaćate sami! Zašto? Zato.')).toEqual([
      'Potpora pokriva dio troškova.',
      'Ostatak plaćate sami!',
      'Zašto?',
      'Zato.',
    ])
  })

  it('does not end a sentence inside or after a number, an ordinal or a date', () => {
    expect(
      sentences(
        'Na uslugu od 10.000 € plaća se PDV. Rok je 15. 3. 2027. u 12 sati. Program 2021.–2027. traje. Na 10. mjestu je Osijek.',
      ),
    ).toEqual([
      'Na uslugu od 10.000 € plaća se PDV.',
      'Rok je 15. 3. 2027. u 12 sati.',
      'Program 2021.–2027. traje.',
      'Na 10. mjestu je Osijek.',
    ])
    expect(sentences('Prijave su do 2026. Nakon toga slijedi ocjena.')).toEqual([
      'Prijave su do 2026.',
      'Nakon toga slijedi ocjena.',
    ])
  })

  it('does not end a sentence after an abbreviation, in Croatian, English and German', () => {
    expect(
      sentences('Trošak, npr. Oprema, je prihvatljiv, tj. Ministarstvo ga priznaje. Kraj.'),
    ).toEqual(['Trošak, npr. Oprema, je prihvatljiv, tj. Ministarstvo ga priznaje.', 'Kraj.'])
    expect(sentences('Costs, e.g. Machinery, count. Mr. Horvat agrees. See art. 5.')).toEqual([
      'Costs, e.g. Machinery, count.',
      'Mr. Horvat agrees.',
      'See art. 5.',
    ])
    expect(
      sentences('Kosten, z. B. Maschinen, bzw. Software sind förderfähig, d. h. Sie sparen. Gut.'),
    ).toEqual([
      'Kosten, z. B. Maschinen, bzw. Software sind förderfähig, d. h. Sie sparen.',
      'Gut.',
    ])
    expect(sentences('Tvrtka Agro d.o.o. Osijek dobila je potporu. Bravo.')).toEqual([
      'Tvrtka Agro d.o.o. Osijek dobila je potporu.',
      'Bravo.',
    ])
  })

  it('keeps closing quotes with their sentence and a text without a final stop whole', () => {
    expect(sentences('Rekli su: „Odobreno.” Zatim je stigao ugovor')).toEqual([
      'Rekli su: „Odobreno.”',
      'Zatim je stigao ugovor',
    ])
  })
})
