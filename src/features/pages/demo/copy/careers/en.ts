import type { CareersCopy } from '@/features/careers'

export const careers: CareersCopy = {
  metaTitle: 'Careers',
  metaDescription:
    'Work with an EU funding consultancy team in Osijek: why join us and open positions.',
  title: 'Careers',
  intro:
    'We are looking for people who enjoy numbers, clear writing and working with ' +
    'entrepreneurs. Join a team that helps companies carry out projects financed by EU funds.',
  benefits: {
    title: 'Why work with us',
    items: [
      {
        title: 'Professional development',
        text:
          'We pay for training and certificates in project management and public procurement, ' +
          'and for attending professional conferences.',
      },
      {
        title: 'Flexible work',
        text:
          'You can work from home part of the week, and we fit working hours around funding ' +
          'deadlines and your own commitments.',
      },
      {
        title: 'Projects with real impact',
        text:
          'You work on investments that bring companies across Croatia new jobs, equipment and ' +
          'markets.',
      },
      {
        title: 'Mentoring and support',
        text:
          'Every new colleague gets a mentor and a clear onboarding plan for the first three ' +
          'months.',
      },
    ],
  },
  openings: {
    title: 'Open positions',
    empty: 'There are no open positions at the moment.',
    text:
      'We still welcome open applications. Send us a short introduction and we will contact you ' +
      'when a role that suits you opens up.',
    button: 'Get in touch',
  },
}
