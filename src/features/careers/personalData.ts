import { readRows, deletedOnErasure, type PersonalDataHolder } from '@/core/personalData'
import { relationId } from '@/lib/relationId'

/** Where job applications hold a person's data. */
export const personalData: PersonalDataHolder[] = [
  {
    // The CVs sent with job applications: reached through their lead (leads.cv).
    collection: 'application-files',
    after: ['leads'],
    fields: ['originalName', 'filename', 'mimeType', 'filesize', 'job', 'createdAt'],
    find: async (work, found) => {
      const cvs = (found.leads ?? []).map((lead) => relationId(lead.cv)).filter((id) => id !== null)
      if (cvs.length === 0) return []
      return readRows(work, { id: { in: cvs } })
    },
    ...deletedOnErasure,
  },
]
