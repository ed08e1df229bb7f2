import { maxCvBytes } from '@/forms/limits'

export { maxCvBytes }

/** Why a CV was refused; each has a message in every language (namespace Careers). */
export type CvProblem = 'cvRequired' | 'cvTooLarge' | 'cvNotPdf'

/** Every PDF starts with this signature ("%PDF-"); a file renamed to .pdf does not. */
const pdfSignature = [0x25, 0x50, 0x44, 0x46, 0x2d]

const latin1 = new TextDecoder('latin1')

/**
 * True when the bytes are a whole PDF by their content (the name and the stated type prove
 * nothing): the signature at the start, and the end of a PDF (its cross-reference and "%%EOF")
 * in the last kilobyte, so a file cut short on the way is refused too. The same test as the
 * upload's own check in Payload, which would otherwise refuse the file only after the form
 * passed.
 */
export function isPdf(bytes: Uint8Array): boolean {
  if (!pdfSignature.every((byte, index) => bytes[index] === byte)) return false
  const end = latin1.decode(bytes.subarray(Math.max(0, bytes.byteLength - 1024)))
  return end.includes('%%EOF') && end.includes('xref')
}

/**
 * Checks an uploaded CV on the server: present and not empty, at most 5 MB, and a whole PDF by
 * its content (isPdf). Null when it passes.
 */
export function cvProblem(bytes: Uint8Array | null): CvProblem | null {
  if (!bytes || bytes.byteLength === 0) return 'cvRequired'
  if (bytes.byteLength > maxCvBytes) return 'cvTooLarge'
  if (!isPdf(bytes)) return 'cvNotPdf'
  return null
}
