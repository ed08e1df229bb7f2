/** The kinds of employment a job opening offers (schema.org JobPosting employmentType). */
export const employmentTypes = ['full-time', 'part-time', 'internship', 'contract'] as const
export type EmploymentType = (typeof employmentTypes)[number]

/** schema.org's name of each kind, for the JobPosting JSON-LD. */
export const schemaEmploymentType: Record<EmploymentType, string> = {
  'full-time': 'FULL_TIME',
  'part-time': 'PART_TIME',
  internship: 'INTERN',
  contract: 'CONTRACTOR',
}
