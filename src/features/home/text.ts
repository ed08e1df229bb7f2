/** The words of the home page's sections in one language: what its blocks hold (the demo's in src/features/pages/demo/copy/home). */

type Three<T> = [T, T, T]

/** The six service cards of the home page, in this order. */
export const homeServiceKeys = [
  'strategicPlanning',
  'projectApplications',
  'leadershipTraining',
  'technologyConsulting',
  'digitalMarketing',
  'organizationalDevelopment',
] as const
export type HomeServiceKey = (typeof homeServiceKeys)[number]

export type HomeServiceCard = {
  key: HomeServiceKey
  title: string
  description: string
  features: Three<string>
}

export type HomeCopy = {
  hero: {
    eyebrow: string
    title: string
    description: string
    benefits: Three<string>
    contactButton: string
    aboutButton: string
  }
  services: {
    title: string
    intro: string
    /** Visible label of each card's button; the card title follows it for screen readers. */
    learnMore: string
    cards: HomeServiceCard[]
  }
  stats: {
    /** A heading for assistive technology (visually hidden). */
    title: string
    /** 96%, 100+, €1M+, 10+ in this order. */
    labels: [string, string, string, string]
  }
  fundingCheck: {
    title: string
    intro: string
    oibLabel: string
    oibHint: string
    nkdLabel: string
    nkdHint: string
    submit: string
    checking: string
    privacyNote: string
  }
  about: {
    badge: string
    title: string
    subtitle: string
    descriptions: [string, string]
    storyButton: string
    teamButton: string
    /** 10+ years, 100+ projects, 5+ experts, 96% success, in this order. */
    statLabels: [string, string, string, string]
    mission: { title: string; text: string }
    story: { title: string; paragraphs: string[] }
    /** The heading of the team; its members are in /admin (team-members). */
    team: { title: string; intro: string }
    /** The heading and carousel labels; the testimonials are in /admin. */
    testimonials: {
      title: string
      intro: string
      previous: string
      next: string
      /** e.g. "Mišljenje {index} od {count}" */
      slideLabel: string
    }
  }
  insights: { title: string; intro: string; viewAll: string; empty: string }
  contact: {
    title: string
    intro: string
    form: {
      title: string
      firstName: string
      lastName: string
      email: string
      company: string
      optional: string
      message: string
      submit: string
      sending: string
    }
    consultation: { title: string; text: string; hoursLabel: string; hours: string }
  }
}
