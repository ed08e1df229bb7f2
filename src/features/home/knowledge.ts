import { figureText, getHomeCopy, homeFigures } from '@/copy/home'
import { chunked, sentence, type FeatureKnowledge } from '@/core/knowledge'
import { listTeam, listTestimonials } from '@/features/team'

/** Where the firm is and how long it has worked (see the assistant's concepts). */
const about = ['#place']

/**
 * The home page's about (with its team), services, contact and funding-check sections, and the
 * people its about section shows (team and testimonials).
 */
export const knowledge: FeatureKnowledge = async (payload, locale) => {
  const home = getHomeCopy(locale)
  // The people the about section shows, read as it reads them.
  const [team, testimonials] = await Promise.all([
    listTeam(payload, locale),
    listTestimonials(payload, locale),
  ])
  return {
    passages: [
      {
        id: 'home:about',
        tags: about,
        title: `${home.about.title}: ${home.about.subtitle}`,
        text: [...home.about.descriptions, home.about.mission.text].join(' '),
        url: '/#about',
      },
      {
        id: 'home:figures',
        title: `${home.about.title}: ${home.stats.title}`,
        text: homeFigures
          .map((figure, index) => `${figureText(figure)} ${home.stats.labels[index]}.`)
          .join(' '),
        url: '/#about',
      },
      ...chunked('home:story', home.about.story.title, '/#about', home.about.story.paragraphs),
      {
        id: 'home:team',
        title: home.about.team.title,
        text: [
          home.about.team.intro,
          ...team.map((member) => `${member.name}, ${member.role}.`),
        ].join(' '),
        url: '/#about',
      },
      ...home.services.cards.map((card) => ({
        id: `home:service:${card.key}`,
        title: card.title,
        text: `${sentence(card.description)} ${card.features.map(sentence).join(' ')}`,
        url: '/#services',
      })),
      {
        id: 'home:contact',
        tags: about,
        title: `${home.contact.title}: ${home.contact.consultation.title}`,
        text: [
          home.contact.intro,
          home.contact.consultation.text,
          `${home.contact.consultation.hoursLabel}: ${home.contact.consultation.hours}`,
        ].join(' '),
        url: '/#contact',
      },
      {
        id: 'home:funding-check',
        title: home.fundingCheck.title,
        text: [
          home.fundingCheck.intro,
          home.fundingCheck.nkdHint,
          home.fundingCheck.privacyNote,
        ].join(' '),
        url: '/#funding-check',
      },
    ],
    people: [...team, ...testimonials].map((person) => person.name),
  }
}
