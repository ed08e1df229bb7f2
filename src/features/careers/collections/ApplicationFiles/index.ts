import type { CollectionConfig } from 'payload'

import { handlesLeads } from '@/access/handlesLeads'
import { nobody } from '@/access/nobody'
import { missingFileIsNotFound, privateFolder } from '@/media/uploadFolders'

import { careersGroup } from '../shared'

const folder = privateFolder('applications')

/**
 * The CVs of job applications: PDFs under FILES_DIR (or the bucket), never public. Only the
 * server stores them (the application endpoint, after checking size and content); those who
 * handle leads (admins, advisers, editors allowed to see enquiries) read and delete them, from
 * the lead they belong to. Stored under a random name.
 */
export const ApplicationFiles: CollectionConfig = {
  slug: 'application-files',
  // Its CVs in a bucket, when there is one, under this prefix (src/payload.config.ts).
  custom: { storagePrefix: 'applications' },
  access: {
    create: nobody,
    read: handlesLeads,
    update: nobody,
    delete: handlesLeads,
  },
  admin: {
    useAsTitle: 'originalName',
    defaultColumns: ['originalName', 'job', 'createdAt'],
    group: careersGroup,
  },
  labels: {
    singular: { hr: 'Životopis', en: 'CV', de: 'Lebenslauf' },
    plural: { hr: 'Životopisi', en: 'CVs', de: 'Lebensläufe' },
  },
  upload: {
    staticDir: folder(),
    handlers: [missingFileIsNotFound(folder)],
    mimeTypes: ['application/pdf'],
  },
  fields: [
    {
      name: 'originalName',
      type: 'text',
      maxLength: 255,
      admin: { readOnly: true },
      label: {
        hr: 'Izvorni naziv datoteke',
        en: 'Original file name',
        de: 'Ursprünglicher Dateiname',
      },
    },
    {
      name: 'job',
      type: 'relationship',
      relationTo: 'jobs',
      admin: { readOnly: true },
      label: { hr: 'Oglas za posao', en: 'Job opening', de: 'Stellenanzeige' },
    },
  ],
}
