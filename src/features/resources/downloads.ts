import type { Payload, Where } from 'payload'

import type { Locale } from '@/i18n/locales'
import { imagePopulate, toContentImage, type ContentImage } from '@/media/image'

import { formatOf, type DownloadFormat } from './rules/formats'

/** A download as the resources page shows it. */
export type DownloadSummary = {
  id: number
  title: string
  description: string
  language: Locale
  format: DownloadFormat
  bytes: number
  /** The file's address; a gated download's opens only with a grant added. */
  url: string
  gated: boolean
  cover: ContentImage | null
}

/** Most downloads the page lists. */
const maxListed = 50

/** The address of a download's file under Payload's upload route. */
export const downloadUrl = (filename: string) =>
  `/api/downloads/file/${encodeURIComponent(filename)}`

type DownloadDoc = Awaited<ReturnType<typeof readDownloads>>[number]

/** The shown downloads that have a file, as the page shows them (`where` narrows them). */
async function readDownloads(payload: Payload, locale: Locale, where?: Where, limit = maxListed) {
  const { docs } = await payload.find({
    collection: 'downloads',
    locale,
    depth: 1,
    overrideAccess: false,
    limit,
    pagination: false,
    sort: ['order', 'id'],
    where: { and: [{ filename: { exists: true } }, ...(where ? [where] : [])] },
    select: {
      title: true,
      description: true,
      language: true,
      gated: true,
      cover: true,
      filename: true,
      mimeType: true,
      filesize: true,
    },
    populate: imagePopulate,
  })
  return docs
}

const summary = (doc: DownloadDoc): DownloadSummary => ({
  id: doc.id,
  title: doc.title,
  description: doc.description,
  language: doc.language,
  format: formatOf(doc.mimeType),
  bytes: doc.filesize ?? 0,
  url: downloadUrl(doc.filename!),
  gated: Boolean(doc.gated),
  cover: toContentImage(doc.cover),
})

/** The shown downloads, in their order. */
export async function listDownloads(payload: Payload, locale: Locale): Promise<DownloadSummary[]> {
  return (await readDownloads(payload, locale)).map(summary)
}

/** One shown download, or null. */
export async function findDownload(
  payload: Payload,
  locale: Locale,
  id: number,
): Promise<DownloadSummary | null> {
  const [doc] = await readDownloads(payload, locale, { id: { equals: id } }, 1)
  return doc ? summary(doc) : null
}
