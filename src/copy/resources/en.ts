import type { ResourcesCopy } from './types'

export const resources: ResourcesCopy = {
  metaTitle: 'Downloads',
  metaDescription:
    'Free guides and templates for preparing EU-funded projects: the EU funding guide 2026, a ' +
    'business plan template and a financial model in Excel.',
  title: 'Downloads',
  intro:
    'Practical guides and templates that we use in our work with clients. We are finishing ' +
    'them now, and they will soon be available to download free of charge.',
  formats: { pdf: 'PDF', excel: 'Excel' },
  formatLabel: 'Format:',
  download: 'Download',
  comingSoon: 'Coming soon',
  unavailable: 'The download is not available yet because the material is being prepared.',
  items: [
    {
      title: 'EU Funding Guide 2026',
      description:
        'An overview of the programmes and calls expected in 2026, eligibility conditions for ' +
        'SMEs and a timetable for preparing your application.',
      format: 'pdf',
    },
    {
      title: 'Business plan template',
      description:
        'A business plan structure based on the most common application templates, with ' +
        'guidance for each chapter and examples of well-written answers.',
      format: 'pdf',
    },
    {
      title: 'Financial model (Excel)',
      description:
        'A spreadsheet for a project’s revenue, cost and cash-flow projections, with the aid ' +
        'intensity and profitability indicators calculated for you.',
      format: 'excel',
    },
  ],
  cta: {
    title: 'Need an answer now?',
    text:
      'Until the materials are available, we are happy to answer your questions about ' +
      'preparing a project in a free consultation.',
    button: 'Contact us',
  },
}
