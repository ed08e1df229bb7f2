import { getTranslations } from 'next-intl/server'

import { getDefaultCatalogue } from '@/features/funding-calls/queries'
import { companySizes, counties, programmeKinds } from '@/features/funding-calls/rules'
import type { SelectOption } from '@/forms/components/SelectField'
import type { Locale } from '@/i18n/locales'

/** The lists of the alert form, named in the page's language (namespace Catalogue). */
export type AlertChoices = {
  counties: SelectOption[]
  sizes: SelectOption[]
  programmes: { label: string; options: SelectOption[] }[]
  /** Every programme's name by id, for an alert's filters in words. */
  programmeNames: Map<number, string>
}

/** The choices of the alert form: counties, company sizes and programmes (by kind). */
export async function alertChoices(locale: Locale): Promise<AlertChoices> {
  const names = await getTranslations({ locale, namespace: 'Catalogue' })
  // The catalogue's cached first page carries every programme; no query of its own needed.
  const { programmes } = await getDefaultCatalogue(locale)
  return {
    counties: counties.map((value) => ({ value, label: names(`counties.${value}`) })),
    sizes: companySizes.map((value) => ({ value, label: names(`applicants.${value}`) })),
    programmes: programmeKinds
      .map((kind) => ({
        label: names(`programmeKinds.${kind}`),
        options: programmes
          .filter((programme) => programme.kind === kind)
          .map((programme) => ({ value: String(programme.id), label: programme.name })),
      }))
      .filter((group) => group.options.length > 0),
    programmeNames: new Map(programmes.map((programme) => [programme.id, programme.name])),
  }
}
