import { describe, expect, it } from 'vitest'

import { readCodeTable, readLinkTable } from './officialTable'

describe('readCodeTable', () => {
  it('finds the header under a title and reads every level, in the file’s language', () => {
    const { rows, problems } = readCodeTable([
      ['Nacionalna klasifikacija djelatnosti 2025.', '', ''],
      ['Šifra', 'Naziv', 'Nadređena'],
      ['J', 'INFORMACIJE I KOMUNIKACIJE', ''],
      ['62', 'Računalno programiranje, savjetovanje i djelatnosti povezane s njima', 'J'],
      ['', '', ''],
      ['62.1', 'Računalno programiranje', ''],
      ['6210', '  Računalno   programiranje ', ''],
    ])
    expect(problems).toEqual([])
    expect(rows).toEqual([
      { line: 3, code: 'J', level: 'section', name: 'INFORMACIJE I KOMUNIKACIJE', parent: null },
      {
        line: 4,
        code: '62',
        level: 'division',
        name: 'Računalno programiranje, savjetovanje i djelatnosti povezane s njima',
        parent: 'J',
      },
      { line: 6, code: '62.1', level: 'group', name: 'Računalno programiranje', parent: null },
      { line: 7, code: '62.10', level: 'class', name: 'Računalno programiranje', parent: null },
    ])
  })

  it('reads Eurostat’s English and Destatis’ German headers', () => {
    expect(
      readCodeTable([
        ['Order', 'Level', 'Code', 'Parent', 'Description'],
        ['1', '4', '01.11', '01.1', 'Growing of cereals'],
      ]).rows,
    ).toEqual([
      { line: 2, code: '01.11', level: 'class', name: 'Growing of cereals', parent: '01.1' },
    ])
    expect(
      readCodeTable([
        ['Kode', 'x'],
        ['Code', 'Bezeichnung'],
        ['62.01', 'Programmierungstätigkeiten'],
      ]).rows[0],
    ).toMatchObject({ line: 3, code: '62.01' })
  })

  it('names each bad row by its line, and reads the good ones', () => {
    const { rows, problems } = readCodeTable([
      ['Code', 'Description'],
      ['62.01', 'Computer programming activities'],
      ['62-01', 'Bad code'],
      ['62.02', ''],
      ['6201', 'Again'],
      ['62.09', 'Other information technology and computer service activities'],
    ])
    expect(rows.map((row) => row.code)).toEqual(['62.01', '62.09'])
    expect(problems).toEqual([
      { line: 3, kind: 'code', value: '62-01' },
      { line: 4, kind: 'name' },
      { line: 5, kind: 'duplicate', value: '62.01', first: 2 },
    ])
  })

  it('refuses a row with a control or text-direction character, naming its column', () => {
    const { rows, problems } = readCodeTable([
      ['Šifra', 'Naziv'],
      ['62.01', 'Računalno programiranje\u0000'],
      ['62.02', 'Savjetovanje\u202e'],
      ['62.03', '\u2066Upravljanje'],
      ['62.09', 'Ostale\u001b[31m djelatnosti'],
      ['63.11', 'Obrada podataka,\nhosting'],
    ])
    expect(problems).toEqual([
      { line: 2, kind: 'characters', value: 'Naziv' },
      { line: 3, kind: 'characters', value: 'Naziv' },
      { line: 4, kind: 'characters', value: 'Naziv' },
      { line: 5, kind: 'characters', value: 'Naziv' },
    ])
    expect(rows).toEqual([
      expect.objectContaining({ code: '63.11', name: 'Obrada podataka, hosting' }),
    ])
  })

  it('says so when no row looks like a header', () => {
    expect(readCodeTable([['62.01', 'Computer programming']]).problems).toEqual([
      { line: 1, kind: 'header' },
    ])
  })
})

describe('readLinkTable', () => {
  it('reads the pairs between the versions, whatever the columns are called', () => {
    const table = [
      ['NKD 2007.', 'Naziv', 'NKD 2025.', 'Naziv'],
      ['62.01', 'Računalno programiranje', '62.10', 'Računalno programiranje'],
      ['63.11', 'Obrada podataka', '63.10', 'Računalna infrastruktura'],
      ['63.11', 'Obrada podataka', '63.10', 'Računalna infrastruktura'],
      ['58.29', 'Izdavanje ostalog softvera', '58.29', 'Izdavanje ostalog softvera'],
      ['', '', '', ''],
      ['62.09', 'Ostale usluge', '', ''],
    ]
    const { rows, problems } = readLinkTable(table)
    expect(rows).toEqual([
      { line: 2, from: '62.01', to: '62.10' },
      { line: 3, from: '63.11', to: '63.10' },
      { line: 5, from: '58.29', to: '58.29' },
    ])
    expect(problems).toEqual([{ line: 7, kind: 'code', value: '' }])
    expect(
      readLinkTable([
        ['NACE Rev. 2', 'NACE Rev. 2.1'],
        ['6201', '6210'],
      ]).rows,
    ).toEqual([{ line: 2, from: '62.01', to: '62.10' }])
  })
})
