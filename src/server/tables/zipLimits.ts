import { inflateRawSync } from 'node:zlib'

/** What an uploaded workbook may unpack to, whatever its archive claims. */
export type ZipLimits = { unpackedBytes: number; entries: number }

export class ZipTooLargeError extends Error {}
export class BrokenZipError extends Error {}

const endOfDirectory = 0x06054b50
const directoryEntry = 0x02014b50
const localHeader = 0x04034b50

/** The offset of the end-of-central-directory record (searched back over a comment). */
function findEnd(data: Buffer): number {
  const earliest = Math.max(0, data.length - 22 - 0xffff)
  for (let at = data.length - 22; at >= earliest; at -= 1) {
    if (data.readUInt32LE(at) === endOfDirectory) return at
  }
  throw new BrokenZipError('no end of central directory')
}

/**
 * Unpacks every member of a ZIP archive (an XLSX workbook is one) into nothing, counting the
 * bytes that really come out rather than the sizes the archive states, and throws
 * ZipTooLargeError as soon as they pass `limits` (a few kilobytes that inflate to gigabytes,
 * a "zip bomb", stop at the limit instead of filling the memory), or BrokenZipError for
 * something that is not a readable archive. ZIP64 archives (over 4 GB) are refused.
 */
export function checkZip(data: Buffer, limits: ZipLimits): void {
  if (data.length < 22) throw new BrokenZipError('too short')
  const end = findEnd(data)
  const count = data.readUInt16LE(end + 10)
  let at = data.readUInt32LE(end + 16)
  if (count === 0xffff || at === 0xffffffff) throw new ZipTooLargeError('ZIP64 archive')
  if (count > limits.entries) throw new ZipTooLargeError(`${count} members`)
  let left = limits.unpackedBytes
  for (let index = 0; index < count; index += 1) {
    if (at + 46 > data.length || data.readUInt32LE(at) !== directoryEntry) {
      throw new BrokenZipError('broken central directory')
    }
    const method = data.readUInt16LE(at + 10)
    const packed = data.readUInt32LE(at + 20)
    const nameLength = data.readUInt16LE(at + 28)
    const extraLength = data.readUInt16LE(at + 30)
    const commentLength = data.readUInt16LE(at + 32)
    const local = data.readUInt32LE(at + 42)
    if (packed === 0xffffffff || local === 0xffffffff) throw new ZipTooLargeError('ZIP64 member')
    if (local + 30 > data.length || data.readUInt32LE(local) !== localHeader) {
      throw new BrokenZipError('broken local header')
    }
    const start = local + 30 + data.readUInt16LE(local + 26) + data.readUInt16LE(local + 28)
    const body = data.subarray(start, start + packed)
    if (body.length !== packed) throw new BrokenZipError('member past the end')
    let unpacked: number
    if (method === 0) unpacked = packed
    else if (method === 8) {
      try {
        // One byte more than is left: a member that fills it has passed the limit.
        unpacked = inflateRawSync(body, { maxOutputLength: left + 1 }).length
      } catch (error) {
        if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') {
          throw new ZipTooLargeError('unpacks past the limit')
        }
        throw new BrokenZipError('member does not inflate')
      }
    } else throw new BrokenZipError(`compression method ${method}`)
    if (unpacked > left) throw new ZipTooLargeError('unpacks past the limit')
    left -= unpacked
    at += 46 + nameLength + extraLength + commentLength
  }
}
