import type { ResourcesCopy } from './types'

export const resources: ResourcesCopy = {
  metaTitle: 'Downloads',
  metaDescription:
    'Free guides and templates for preparing EU-funded projects: the EU funding guide 2026, a ' +
    'business plan template and a financial model in Excel.',
  title: 'Downloads',
  intro:
    'Practical guides and templates that we use in our work with clients, free to download. ' +
    'For some of them we ask for your e-mail address, so that we can follow up if you have ' +
    'questions.',
  cta: {
    title: 'Need an answer now?',
    text:
      'The materials are a good start, but every project is different. In a free ' +
      'consultation we answer your questions about preparing your project.',
    button: 'Contact us',
  },
}
