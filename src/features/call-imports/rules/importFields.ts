/**
 * The call fields an import can fill, as a source's column mapping names them. Texts per
 * language; lists (applicants, counties, codes) separated by `;` or `,` in one cell.
 */
export const importFields = [
  'externalId',
  'fundName.hr',
  'fundName.en',
  'fundName.de',
  'shortDescription.hr',
  'shortDescription.en',
  'shortDescription.de',
  'fullDescription.hr',
  'fullDescription.en',
  'fullDescription.de',
  'amountNote.hr',
  'programme',
  'opensAt',
  'deadline',
  'amountMin',
  'amountMax',
  'aidIntensityMax',
  'applicantTypes',
  'counties',
  'nkd2007',
  'nkd2025',
  'sourceUrl',
] as const
export type ImportField = (typeof importFields)[number]

export const isImportField = (value: unknown): value is ImportField =>
  (importFields as readonly unknown[]).includes(value)

/**
 * The column headers of the site's own export, which an import reads without a saved mapping
 * (a source's mapping adds to these): the export of one catalogue imports into another.
 */
export const exportColumns: Record<ImportField, string> = {
  externalId: 'external_id',
  'fundName.hr': 'name_hr',
  'fundName.en': 'name_en',
  'fundName.de': 'name_de',
  'shortDescription.hr': 'summary_hr',
  'shortDescription.en': 'summary_en',
  'shortDescription.de': 'summary_de',
  'fullDescription.hr': 'description_hr',
  'fullDescription.en': 'description_en',
  'fullDescription.de': 'description_de',
  'amountNote.hr': 'amount_note_hr',
  programme: 'programme',
  opensAt: 'opens',
  deadline: 'deadline',
  amountMin: 'amount_min',
  amountMax: 'amount_max',
  aidIntensityMax: 'aid_intensity_max',
  applicantTypes: 'applicants',
  counties: 'counties',
  nkd2007: 'nkd_2007',
  nkd2025: 'nkd_2025',
  sourceUrl: 'source_url',
}
