export type ResourceFormat = 'pdf' | 'excel'

/** A downloadable resource: title and description, plus its file format. */
export type ResourceItem = { title: string; description: string; format: ResourceFormat }

export type ResourcesCopy = {
  metaTitle: string
  metaDescription: string
  title: string
  intro: string
  /** The badge of each format. */
  formats: Record<ResourceFormat, string>
  /** Read before the badge by screen readers, e.g. "Format:". */
  formatLabel: string
  /** The (disabled) button: "Download", followed by the format. */
  download: string
  comingSoon: string
  /** Why the button cannot be used yet; the button's accessible description. */
  unavailable: string
  /** Exactly three: two PDF guides and one Excel template. */
  items: readonly [ResourceItem, ResourceItem, ResourceItem]
  cta: { title: string; text: string; button: string }
}
