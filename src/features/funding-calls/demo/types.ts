/**
 * Shapes of the demo calls and programmes (DEMO CONTENT: invented companies and figures around real Croatian
 * and EU programme names). Dates are relative to the day the seed runs, so the demo stays
 * realistic whenever it is seeded.
 */
import type { Localized } from '@/seed/kit'

import type { ApplicantType, County, ProgrammeKind } from '../rules'

export type DemoProgramme = {
  key: string
  name: Localized<string>
  kind: ProgrammeKind
  managingBody?: Localized<string>
  website?: string
}

export type DemoFundingCall = {
  key: string
  fundName: Localized<string>
  shortDescription: Localized<string>
  /** Lines separated by \n; question lines and emoji-led section titles are shown bold. */
  fullDescription?: Localized<string>
  /** Key of the programme (see demoProgrammes). */
  programme: string
  /** Days from the seed day to the opening day; positive means the call is forthcoming. */
  opensInDays?: number
  /** Days from the seed day to the deadline (negative: closed); null: until funds run out. */
  deadlineInDays: number | null
  /** Grant in euro. */
  amountMin?: number
  amountMax?: number
  /** Maximum aid intensity in per cent. */
  aidIntensityMax?: number
  applicantTypes: ApplicantType[]
  /** None: all of Croatia. */
  counties?: County[]
  /** Activity codes (NKD 2007): divisions (62), groups (62.0) or classes (62.01). */
  nkdCodes: string[]
  /** The call on the grant provider's site. */
  sourceUrl?: string
  /** Draw an illustration for this call (false: the card shows the placeholder). */
  withImage: boolean
}
