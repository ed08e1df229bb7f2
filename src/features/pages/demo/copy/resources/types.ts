/** The resources page's own words; its downloads are documents editors manage in /admin. */
export type ResourcesCopy = {
  metaTitle: string
  metaDescription: string
  title: string
  intro: string
  cta: { title: string; text: string; button: string }
}
