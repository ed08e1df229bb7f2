export type CareerBenefit = { title: string; text: string }

export type CareersCopy = {
  metaTitle: string
  metaDescription: string
  title: string
  intro: string
  /** Exactly four benefit cards. */
  benefits: {
    title: string
    items: readonly [CareerBenefit, CareerBenefit, CareerBenefit, CareerBenefit]
  }
  /** The open positions section, which shows its no-openings state. */
  openings: { title: string; empty: string; text: string; button: string }
}
