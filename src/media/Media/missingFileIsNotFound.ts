import { stat } from 'node:fs/promises'
import path from 'node:path'

import type { PayloadRequest } from 'payload'

import { getEnv } from '@/server/env'

/**
 * GET /api/media/file/{name} for a file that is not on disk: Payload answers 500 ("Something
 * went wrong") and so does Next.js's image optimizer that asks for it. A missing file is a
 * 404. With a bucket (S3_*), the bucket's own handler answers instead.
 */
export function missingFileIsNotFound(
  _req: PayloadRequest,
  { params }: { params: { filename: string } },
): Promise<void> | Promise<Response> {
  const env = getEnv()
  const folder = path.resolve(process.cwd(), env.MEDIA_DIR)
  const file = path.resolve(folder, params.filename)
  // Payload refuses a name that leaves the folder itself.
  if (env.S3_BUCKET || !file.startsWith(folder + path.sep)) return Promise.resolve()
  return stat(file).then(
    (stats) => (stats.isFile() ? undefined : notFound()),
    () => notFound(),
  ) as Promise<Response>
}

const notFound = () => Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404 })
