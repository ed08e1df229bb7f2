import { stat } from 'node:fs/promises'
import path from 'node:path'

import type { PayloadRequest } from 'payload'

import { getEnv } from '@/server/env'

type FileHandler = (
  req: PayloadRequest,
  args: { params: { filename: string } },
) => Promise<void> | Promise<Response>

/**
 * GET /api/{collection}/file/{name} for a file that is not on disk: Payload answers 500
 * ("Something went wrong") and so does Next.js's image optimizer that asks for it. A missing
 * file is a 404. With a bucket (S3_*), the bucket's own handler answers instead. `folder` is
 * the collection's staticDir.
 */
export function missingFileIsNotFound(folder: () => string): FileHandler {
  return (_req, { params }) => {
    const root = folder()
    const file = path.resolve(root, params.filename)
    // Payload refuses a name that leaves the folder itself.
    if (getEnv().S3_BUCKET || !file.startsWith(root + path.sep)) return Promise.resolve()
    return stat(file).then(
      (stats) => (stats.isFile() ? undefined : notFound()),
      () => notFound(),
    ) as Promise<Response>
  }
}

const notFound = () => Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404 })

/** The public media folder (MEDIA_DIR). */
export const mediaFolder = () => path.resolve(process.cwd(), getEnv().MEDIA_DIR)

/** A folder of private uploads under FILES_DIR: readable only through the access rules. */
export const privateFolder = (name: string) => () =>
  path.resolve(process.cwd(), getEnv().FILES_DIR, name)

/** The media types of a table an editor imports: CSV (as browsers name it) or XLSX. */
const tableTypes = [
  'text/csv',
  'text/plain',
  'application/csv',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
]

/**
 * The upload settings of an import collection: its files kept privately under
 * FILES_DIR/imports (or the bucket's imports/), tables and any `more` media types accepted.
 */
export function importUpload(more: string[] = []) {
  const folder = privateFolder('imports')
  return {
    staticDir: folder(),
    handlers: [missingFileIsNotFound(folder)],
    mimeTypes: [...tableTypes, ...more],
  }
}
