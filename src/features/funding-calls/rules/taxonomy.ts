/**
 * The fixed vocabularies a call is described with. Keys are stored; names shown to visitors
 * are in the messages (namespace Catalogue), so they read right in each language.
 */

/** Who may apply. */
export const applicantTypes = [
  'micro',
  'small',
  'medium',
  'large',
  'crafts',
  'family-farms',
  'associations',
  'public-bodies',
] as const
export type ApplicantType = (typeof applicantTypes)[number]

/** Company sizes a visitor may give in the funding check (a subset of the applicant types). */
export const companySizes = ['micro', 'small', 'medium', 'large'] as const
export type CompanySize = (typeof companySizes)[number]

/** The 20 counties of Croatia and the City of Zagreb, by their official order. */
export const counties = [
  'zagrebacka',
  'krapinsko-zagorska',
  'sisacko-moslavacka',
  'karlovacka',
  'varazdinska',
  'koprivnicko-krizevacka',
  'bjelovarsko-bilogorska',
  'primorsko-goranska',
  'licko-senjska',
  'viroviticko-podravska',
  'pozesko-slavonska',
  'brodsko-posavska',
  'zadarska',
  'osjecko-baranjska',
  'sibensko-kninska',
  'vukovarsko-srijemska',
  'splitsko-dalmatinska',
  'istarska',
  'dubrovacko-neretvanska',
  'medimurska',
  'grad-zagreb',
] as const
export type County = (typeof counties)[number]

/** Where a programme's money comes from. */
export const programmeKinds = ['eu', 'national', 'regional', 'local'] as const
export type ProgrammeKind = (typeof programmeKinds)[number]

/**
 * True when a call is open to a company in `county`: the call names that county, or none
 * (all of Croatia).
 */
export function countyMatches(callCounties: readonly string[], county: string): boolean {
  return callCounties.length === 0 || callCounties.includes(county)
}
