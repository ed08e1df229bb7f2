import ExcelJS from 'exceljs'
import { describe, expect, it } from 'vitest'

import { FUNDING_CELLS, financialModelXlsx } from './financialModel'

async function load(data: Buffer) {
  const workbook = new ExcelJS.Workbook()
  // exceljs' typings predate Node's generic Buffer; the bytes are what matters.
  await workbook.xlsx.load(data as unknown as ArrayBuffer)
  return workbook
}

const formulaOf = (cell: ExcelJS.Cell) => (cell.value as ExcelJS.CellFormulaValue).formula
const resultOf = (cell: ExcelJS.Cell) => (cell.value as ExcelJS.CellFormulaValue).result

describe('financialModelXlsx', () => {
  it('writes an xlsx (zip) file with the sheets in the requested language', async () => {
    const data = await financialModelXlsx('hr')
    expect(data.subarray(0, 2).toString('latin1')).toBe('PK')

    const workbook = await load(data)
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
      'Upute',
      'Proračun projekta',
      'Financiranje',
      'Novčani tok',
    ])
    const en = await load(await financialModelXlsx('en'))
    expect(en.worksheets.map((sheet) => sheet.name)).toEqual([
      'Instructions',
      'Project budget',
      'Funding',
      'Cash flow',
    ])
    const de = await load(await financialModelXlsx('de'))
    expect(de.worksheets.map((sheet) => sheet.name)).toEqual([
      'Anleitung',
      'Projektbudget',
      'Finanzierung',
      'Cashflow',
    ])
  })

  it('marks the workbook as demo content', async () => {
    const workbook = await load(await financialModelXlsx('en'))
    const instructions = workbook.getWorksheet('Instructions')
    expect(String(instructions?.getCell('A2').value)).toMatch(/^Demo: example figures/)
  })

  it('computes the grant from the eligible costs and the intensity cell', async () => {
    const workbook = await load(await financialModelXlsx('hr'))
    const funding = workbook.getWorksheet('Financiranje')
    if (!funding) throw new Error('no funding sheet')

    const grant = funding.getCell(FUNDING_CELLS.grant)
    expect(formulaOf(grant)).toContain(FUNDING_CELLS.intensity)
    expect(formulaOf(grant)).toContain(FUNDING_CELLS.eligible)
    expect(formulaOf(funding.getCell(FUNDING_CELLS.intensity))).toContain(FUNDING_CELLS.size)
    expect(formulaOf(funding.getCell(FUNDING_CELLS.eligible))).toMatch(/^'Proračun projekta'!I\d+$/)
    expect(formulaOf(funding.getCell(FUNDING_CELLS.own))).toBe(
      `${FUNDING_CELLS.total}-${FUNDING_CELLS.grant}`,
    )

    // The user picks the enterprise size from a list.
    const size = funding.getCell(FUNDING_CELLS.size)
    expect(size.value).toBe('Malo poduzeće')
    expect(size.dataValidation?.type).toBe('list')

    // Cached results agree with each other: grant = eligible × intensity (below the cap).
    const eligible = Number(resultOf(funding.getCell(FUNDING_CELLS.eligible)))
    const intensity = Number(resultOf(funding.getCell(FUNDING_CELLS.intensity)))
    expect(intensity).toBe(0.6)
    expect(Number(resultOf(grant))).toBeCloseTo(eligible * intensity, 6)
  })

  it('uses real formulas for the cash flow indicators', async () => {
    const workbook = await load(await financialModelXlsx('de'))
    const cashFlow = workbook.getWorksheet('Cashflow')
    if (!cashFlow) throw new Error('no cash flow sheet')
    const formulas: string[] = []
    cashFlow.eachRow((row) =>
      row.eachCell((cell) => {
        if (cell.formula) formulas.push(cell.formula)
      }),
    )
    expect(formulas.some((formula) => formula.startsWith('NPV('))).toBe(true)
    expect(formulas.some((formula) => formula.startsWith('IRR('))).toBe(true)
    expect(formulas.some((formula) => formula.includes("'Finanzierung'!"))).toBe(true)
    expect(cashFlow.views[0]).toMatchObject({ state: 'frozen', ySplit: 4 })
  })
})
