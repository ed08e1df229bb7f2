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
    expect(cvProblem({ size: 0, bytes: new Uint8Array() })).toBe('cvRequired')
    expect(cvProblem({ size: maxCvBytes + 1, bytes: pdf })).toBe('cvTooLarge')
    expect(cvProblem({ size: exe.byteLength, bytes: exe })).toBe('cvNotPdf')
    expect(cvProblem({ size: maxCvBytes, bytes: pdf })).toBeNull()
  })
})
