import { serviceSlugs } from '@/components/site/navigation'
import { getServicePage } from '@/copy/services'
import { sentence, type FeatureKnowledge, type KnowledgePassage } from '@/core/knowledge'
import { translator } from '@/i18n/translator'

/** What the service pages are: the firm's help (see the assistant's concepts). */
const help = ['#help']

/** The six service pages, cut into their sections. */
export const knowledge: FeatureKnowledge = async (_payload, locale) => {
  const names = translator(locale, 'Services')
  const passages = serviceSlugs.flatMap((slug) => {
    const page = getServicePage(locale, slug)
    const url = `/services/${slug}`
    const name = names(slug)
    const passages: KnowledgePassage[] = [
      {
        id: `service:${slug}`,
        tags: help,
        title: `${name}: ${page.metaTitle}`,
        text: [page.eyebrow, page.metaDescription, page.lead].map(sentence).join(' '),
        url,
      },
      ...page.offers.items.map((offer, index) => ({
        id: `service:${slug}:offer:${index}`,
        tags: help,
        title: `${name}: ${offer.title}`,
        text: offer.text,
        url,
      })),
    ]
    // The figures some pages show ("1:40 return on every euro…"), as one passage each.
    const figures = 'results' in page ? page.results : 'stats' in page ? page.stats : null
    if (figures) {
      passages.push({
        id: `service:${slug}:figures`,
        title: `${name}: ${figures.title}`,
        text: figures.items
          .map((item) => `${item.value} ${item.label}. ${item.text ?? ''}`)
          .join(' '),
        url,
      })
    }
    if ('steps' in page) {
      passages.push({
        id: `service:${slug}:steps`,
        title: `${name}: ${page.steps.title}`,
        text: [
          page.steps.intro,
          ...page.steps.items.map((s) => `${sentence(s.title)} ${s.text}`),
        ].join(' '),
        url,
      })
      passages.push(
        ...page.programmes.items.map((programme, index) => ({
          id: `service:${slug}:programme:${index}`,
          title: `${programme.name} (${programme.scope})`,
          text: programme.text,
          url,
        })),
      )
    }
    return passages
  })
  return { passages }
}
