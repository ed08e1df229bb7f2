import { describe, expect, it } from 'vitest'

import { emptyValues, mergeRow, planRows } from './callPlan'
import { jsonTable, readCallTable, type Vocabulary } from './callRows'

const vocabulary: Vocabulary = {
  applicants: new Map([
    ['micro', 'micro'],
    ['mikro', 'micro'],
  ]),
  counties: new Map([
    ['istarska', 'istarska'],
    ['grad zagreb', 'grad-zagreb'],
  ]),
  programmes: new Map([['konkurentnost i kohezija', 7]]),
  normaliseCode: (raw) => (/^\d{2}(\.\d{1,2})?$/.test(raw.trim()) ? raw.trim() : null),
}

describe('reading a table of calls', () => {
  it('finds the header by the saved mapping or the export’s own columns, below a title row', () => {
    const rows = [
      ['Popis poziva, studeni 2026.'],
      ['Šifra', 'name_hr', 'summary_hr', 'Rok', 'counties'],
      ['A-1', 'Poziv', 'Opis', '31.3.2027.', 'Istarska; Grad Zagreb'],
    ]
    const read = readCallTable(
      rows,
      [
        { column: 'šifra', field: 'externalId' },
        { column: 'Rok', field: 'deadline' },
      ],
      vocabulary,
    )
    expect(read.tableProblem).toBeNull()
    expect(read.rows).toEqual([
      expect.objectContaining({
        line: 3,
        externalId: 'A-1',
        fundName: { hr: 'Poziv' },
        deadline: '2027-03-31',
        counties: ['istarska', 'grad-zagreb'],
      }),
    ])
    // Columns the file lacks stay undefined: the call keeps what it has.
    expect(read.rows[0]!.amountMax).toBeUndefined()
  })

  it('names every problem of a row, and a repeated id by its first line', () => {
    const rows = [
      ['external_id', 'name_hr', 'summary_hr', 'opens', 'deadline', 'nkd_2007', 'programme'],
      ['A-1', 'Poziv', 'Opis', '1.5.2027.', '1.4.2027.', '62-01', 'Nepoznat program'],
      ['A-2', 'Poziv', 'Opis', '', '', '62.01', 'Konkurentnost i kohezija'],
      ['A-2', 'Poziv', 'Opis', '', '', '', ''],
    ]
    const read = readCallTable(rows, [], vocabulary)
    expect(read.problems.map(({ line, kind }) => [line, kind])).toEqual([
      [2, 'deadlineBeforeOpening'],
      [2, 'badCode'],
      [2, 'unknownProgramme'],
      [4, 'duplicateId'],
    ])
    expect(read.problems.at(-1)).toMatchObject({ firstLine: 3, value: 'A-2' })
    expect(read.rows).toEqual([
      expect.objectContaining({ externalId: 'A-2', programme: 7, nkd2007: ['62.01'] }),
    ])
  })

  it('refuses a row with a control or text-direction character, naming each column', () => {
    const rows = [
      ['external_id', 'name_hr', 'summary_hr', 'counties'],
      ['A-1', 'Poziv\u0000', 'Opis', 'Istarska'],
      ['A-2', 'Poziv', 'Opis\u202e', 'Istarska'],
      ['A-3\u2066', 'Poziv\u001b', 'Opis', 'Istarska'],
      ['A-4', 'Poziv', 'Prvi red\r\nDrugi red\tkraj', 'Istarska\nGrad Zagreb'],
      ['A-5', 'Poziv\nu dva reda', 'Opis', 'Istarska'],
    ]
    const read = readCallTable(rows, [], vocabulary)
    expect(read.problems).toEqual([
      { line: 2, kind: 'badCharacters', id: 'A-1', value: 'name_hr' },
      { line: 3, kind: 'badCharacters', id: 'A-2', value: 'summary_hr' },
      { line: 4, kind: 'badCharacters', id: '', value: 'external_id' },
      { line: 4, kind: 'badCharacters', id: '', value: 'name_hr' },
      { line: 6, kind: 'badCharacters', id: 'A-5', value: 'name_hr' },
    ])
    expect(read.rows.map((row) => row.externalId)).toEqual(['A-4'])
    expect(read.rows[0]!.counties).toEqual(['istarska', 'grad-zagreb'])
  })

  it('says when no row names an id column', () => {
    expect(readCallTable([['Naziv', 'Rok']], [], vocabulary).tableProblem).toEqual({
      kind: 'noHeader',
    })
  })

  it('reads JSON objects as rows, lists joined', () => {
    expect(
      jsonTable({
        calls: [{ external_id: 'A-1', counties: ['istarska', 'grad-zagreb'], amount_max: 5000 }],
      }),
    ).toEqual([
      ['external_id', 'counties', 'amount_max'],
      ['A-1', 'istarska; grad-zagreb', '5000'],
    ])
    expect(jsonTable({ not: 'a list' })).toBeNull()
  })
})

describe('planning an import', () => {
  const row = readCallTable(
    [
      ['external_id', 'name_hr', 'summary_hr', 'deadline'],
      ['A-1', 'Poziv', 'Opis', '2027-03-31'],
    ],
    [],
    vocabulary,
  ).rows[0]!

  it('is new, unchanged or changed by the fields the row changes', () => {
    const stored = mergeRow({ ...emptyValues(), counties: ['istarska'] }, row)
    expect(planRows([row], new Map())[0]!.outcome).toBe('new')
    expect(planRows([row], new Map([['A-1', { id: 1, values: stored }]]))[0]!.outcome).toBe(
      'unchanged',
    )
    const moved = { ...stored, deadline: '2027-02-28' }
    expect(planRows([row], new Map([['A-1', { id: 1, values: moved }]]))[0]).toMatchObject({
      outcome: 'changed',
      fields: ['deadline'],
    })
    // The file has no counties column: the call keeps its county.
    expect(mergeRow(stored, row).counties).toEqual(['istarska'])
  })
})
