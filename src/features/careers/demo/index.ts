import type { FeatureDemo } from '@/core/feature'
import { zagrebDay } from '@/lib/zagreb'
import { createLocalized, daysFromNow, isEmpty } from '@/seed/kit'
import { paragraphsToLexical } from '@/seed/lexical'

import { demoJobs } from './jobs'

/** The demo job openings, each closing some days after the seed day. */
export const demo: FeatureDemo = {
  seed: async (payload) => {
    if (!(await isEmpty(payload, 'jobs'))) return { jobs: 0 }
    for (const job of demoJobs) {
      // Noon in UTC of the closing day in Zagreb, as /admin's day picker stores a day.
      const closingDay = zagrebDay(new Date(daysFromNow(job.closesInDays)!))
      await createLocalized(
        payload,
        'jobs',
        {
          employmentType: job.employmentType,
          closingDate: `${closingDay}T12:00:00.000Z`,
          shown: true,
        },
        {
          title: job.title,
          location: job.location,
          description: {
            hr: paragraphsToLexical(job.description.hr),
            en: paragraphsToLexical(job.description.en),
            de: paragraphsToLexical(job.description.de),
          },
        },
      )
    }
    return { jobs: demoJobs.length }
  },
}
