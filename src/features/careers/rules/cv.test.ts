import { describe, expect, it } from 'vitest'

import { cvProblem, isPdf, maxCvBytes } from './cv'

const pdf = new TextEncoder().encode('%PDF-1.7\n1 0 obj << >> endobj\nstartxref\n9\n%%EOF\n')
// The start of a Windows program: "MZ" and the DOS stub.
const exe = Uint8Array.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00])

describe('CV check', () => {
  it('knows a PDF by its first bytes, whatever its name says', () => {
    expect(isPdf(pdf)).toBe(true)
    expect(isPdf(exe)).toBe(false)
    expect(isPdf(new TextEncoder().encode(' %PDF-1.7'))).toBe(false)
    expect(isPdf(new Uint8Array())).toBe(false)
    // Cut short on the way: the start of a PDF without its end.
    expect(isPdf(pdf.subarray(0, 20))).toBe(false)
  })

  it('asks for a file, refuses one over 5 MB and one that is not a PDF', () => {
    expect(cvProblem(null)).toBe('cvRequired')
    expect(cvProblem(new Uint8Array())).toBe('cvRequired')
    // A PDF whose body is padded past 5 MB, and one of exactly 5 MB.
    const padded = (size: number) => {
      const bytes = new Uint8Array(size)
      bytes.set(pdf.subarray(0, 9))
      bytes.set(pdf.subarray(9), size - (pdf.byteLength - 9))
      return bytes
    }
    expect(cvProblem(padded(maxCvBytes + 1))).toBe('cvTooLarge')
    expect(cvProblem(exe)).toBe('cvNotPdf')
    expect(cvProblem(padded(maxCvBytes))).toBeNull()
  })
})
