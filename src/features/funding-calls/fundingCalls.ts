import type { Payload } from 'payload'

import type { Locale } from '@/i18n/locales'
import { imagePopulate, toContentImage, type ContentImage } from '@/media/image'
import { findPublished } from '@/server/published/findPublished'

import { formatGrant, type GrantRange } from './rules/amount'
import { changeHistory, type HistoryEntry } from './rules/changeHistory'
import type { ApplicantType, County, ProgrammeKind } from './rules/taxonomy'
import { codeKey } from './rules/activityCodes'

export type FundingCallSummary = {
  id: number
  fundName: string
  shortDescription: string
  opensAt: string | null
  /** None: open until the funds run out. */
  deadline: string | null
  /** The grant in the visitor's language ("do 300.000 €"), or the editor's note. */
  funding: string | null
  image: ContentImage | null
}

/** The grant of a call as shown: its amounts in the visitor's language, else the editor's note. */
export function grantLabel(
  locale: Locale,
  doc: GrantRange & { amountNote?: string | null },
): string | null {
  return formatGrant(locale, doc) ?? doc.amountNote ?? null
}

export type FundingCallDetail = FundingCallSummary & {
  fullDescription: string | null
  /** Its activity codes as keys with their version (rules/activityCodes, codeKey). */
  nkdCodes: string[]
  programme: {
    name: string
    kind: ProgrammeKind
    managingBody: string | null
    website: string | null
  } | null
  amountMin: number | null
  amountMax: number | null
  aidIntensityMax: number | null
  /** The editor's note on the amount, shown beside the amounts when both are given. */
  amountNote: string | null
  applicantTypes: ApplicantType[]
  /** None: all of Croatia. */
  counties: County[]
  sourceUrl: string | null
  lastVerified: string | null
  createdAt: string
  updatedAt: string
}

/** One funding call with everything the detail page shows, or null when there is none. */
export async function findFundingCall(
  payload: Payload,
  locale: Locale,
  id: number,
): Promise<FundingCallDetail | null> {
  const doc = await findPublished(payload, 'funding-calls', locale, id, {
    ...imagePopulate,
    programmes: { name: true, kind: true, managingBody: true, website: true },
  })
  if (!doc) return null
  const programme = typeof doc.programme === 'object' ? doc.programme : null
  return {
    id: doc.id,
    fundName: doc.fundName,
    shortDescription: doc.shortDescription,
    fullDescription: doc.fullDescription ?? null,
    opensAt: doc.opensAt ?? null,
    deadline: doc.deadline ?? null,
    funding: grantLabel(locale, doc),
    nkdCodes: (doc.nkdCodes ?? []).map((row) => codeKey(row.code, row.classification)),
    image: toContentImage(doc.image),
    programme: programme
      ? {
          name: programme.name,
          kind: programme.kind,
          managingBody: programme.managingBody ?? null,
          website: programme.website ?? null,
        }
      : null,
    amountMin: doc.amountMin ?? null,
    amountMax: doc.amountMax ?? null,
    aidIntensityMax: doc.aidIntensityMax ?? null,
    amountNote: doc.amountNote ?? null,
    applicantTypes: doc.applicantTypes ?? [],
    counties: doc.counties ?? [],
    sourceUrl: doc.sourceUrl ?? null,
    lastVerified: doc.lastVerified ?? null,
    createdAt: doc.createdAt,
    updatedAt: doc.updatedAt,
  }
}

/**
 * The public change history of a call (see rules/changeHistory) from its saved versions, in
 * one language, newest first. Versions are read with the site's own rights: the raw versions
 * are editors' only.
 */
export async function findCallHistory(
  payload: Payload,
  locale: Locale,
  id: number,
): Promise<HistoryEntry[]> {
  const { docs } = await payload.findVersions({
    collection: 'funding-calls',
    locale,
    depth: 0,
    overrideAccess: true,
    limit: 100,
    sort: 'createdAt',
    where: { parent: { equals: id } },
  })
  return changeHistory(
    docs.map(({ version, createdAt }) => ({
      savedAt: createdAt,
      opensAt: version.opensAt,
      deadline: version.deadline,
      amountMin: version.amountMin,
      amountMax: version.amountMax,
      aidIntensityMax: version.aidIntensityMax,
      applicantTypes: version.applicantTypes,
      counties: version.counties,
      codes: (version.nkdCodes ?? []).map((row) => codeKey(row.code, row.classification)),
      changeNote: version.changeNote,
    })),
  )
}
