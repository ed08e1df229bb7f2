import { deflateRawSync } from 'node:zlib'

import ExcelJS from 'exceljs'
import { describe, expect, it } from 'vitest'

import { readTable, TableTooLargeError, UnreadableTableError } from './readTable'

/** A ZIP archive of the given members, deflated, written field by field (APPNOTE 4.3). */
function zipOf(members: { name: string; data: Buffer }[]): Buffer {
  const locals: Buffer[] = []
  const directory: Buffer[] = []
  let offset = 0
  for (const { name, data } of members) {
    const packed = deflateRawSync(data)
    const nameBytes = Buffer.from(name)
    const local = Buffer.alloc(30)
    local.writeUInt32LE(0x04034b50, 0)
    local.writeUInt16LE(20, 4)
    local.writeUInt16LE(8, 8)
    local.writeUInt32LE(packed.length, 18)
    // The size an archive states is only a claim: a bomb states a small one.
    local.writeUInt32LE(1024, 22)
    local.writeUInt16LE(nameBytes.length, 26)
    const entry = Buffer.alloc(46)
    entry.writeUInt32LE(0x02014b50, 0)
    entry.writeUInt16LE(20, 4)
    entry.writeUInt16LE(20, 6)
    entry.writeUInt16LE(8, 10)
    entry.writeUInt32LE(packed.length, 20)
    entry.writeUInt32LE(1024, 24)
    entry.writeUInt16LE(nameBytes.length, 28)
    entry.writeUInt32LE(offset, 42)
    locals.push(local, nameBytes, packed)
    directory.push(entry, nameBytes)
    offset += local.length + nameBytes.length + packed.length
  }
  const central = Buffer.concat(directory)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(members.length, 8)
  end.writeUInt16LE(members.length, 10)
  end.writeUInt32LE(central.length, 12)
  end.writeUInt32LE(offset, 16)
  return Buffer.concat([...locals, central, end])
}

async function workbookOf(rows: string[][]) {
  const workbook = new ExcelJS.Workbook()
  const sheet = workbook.addWorksheet('Pozivi')
  for (const row of rows) sheet.addRow(row)
  return Buffer.from(await workbook.xlsx.writeBuffer())
}

describe('reading an uploaded table within its limits (finding 15)', () => {
  it('reads a workbook as before', async () => {
    const data = await workbookOf([
      ['external_id', 'name_hr'],
      ['POZ-1', 'Vaučeri za digitalizaciju'],
    ])
    expect(await readTable(data, 'pozivi.xlsx')).toEqual([
      ['external_id', 'name_hr'],
      ['POZ-1', 'Vaučeri za digitalizaciju'],
    ])
  })

  it('refuses an archive of a few kilobytes that unpacks to 50 MB, without unpacking it all', async () => {
    const bomb = zipOf([{ name: 'xl/sharedStrings.xml', data: Buffer.alloc(50 * 1024 * 1024, 65) }])
    expect(bomb.length).toBeLessThan(100 * 1024)
    await expect(readTable(bomb, 'pozivi.xlsx')).rejects.toBeInstanceOf(TableTooLargeError)
  })

  it('refuses a cell longer than a spreadsheet allows, and more cells than an import reads', async () => {
    const long = await workbookOf([['external_id'], ['x'.repeat(40_000)]])
    await expect(readTable(long, 'pozivi.xlsx')).rejects.toBeInstanceOf(TableTooLargeError)
    const wide = Buffer.from(Array.from({ length: 5_001 }, () => 'a;'.repeat(100)).join('\n'))
    await expect(readTable(wide, 'pozivi.csv')).rejects.toBeInstanceOf(TableTooLargeError)
  })

  it('says a broken archive is unreadable', async () => {
    const broken = Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(64)])
    await expect(readTable(broken, 'pozivi.xlsx')).rejects.toBeInstanceOf(UnreadableTableError)
    await expect(readTable(broken, 'pozivi.xlsx')).rejects.not.toBeInstanceOf(TableTooLargeError)
  })

  it('reads back a cell the CSV export escaped as text', async () => {
    const csv = Buffer.from('external_id;name_hr\nPOZ-1;\'=HYPERLINK("x")\nPOZ-2;\'-5 %\n')
    expect(await readTable(csv, 'pozivi.csv')).toEqual([
      ['external_id', 'name_hr'],
      ['POZ-1', '=HYPERLINK("x")'],
      ['POZ-2', '-5 %'],
    ])
  })
})
