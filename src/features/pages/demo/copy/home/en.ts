// Home page copy (English). The team and the testimonials are in /admin (demo: src/features/team/demo/team.ts).
import type { HomeCopy } from '@/features/home'

export const en: HomeCopy = {
  hero: {
    eyebrow: 'Consulting for EU funds and national grants',
    title: 'Grant funding for your next step',
    description:
      'We find the calls that fit your line of business, write your business plan and application, and guide your project from the first idea to the final payment.',
    benefits: [
      'Free 30-minute first consultation',
      'With you from idea to final payment',
      'Strategy, financial planning and paperwork in one place',
    ],
    contactButton: 'Free consultation',
    aboutButton: 'Get to know us',
  },
  services: {
    title: 'Our services',
    intro: 'Six areas in which we help your company plan, finance and deliver its projects.',
    learnMore: 'Learn more',
    cards: [
      {
        key: 'strategicPlanning',
        title: 'Strategic planning',
        description:
          'We match your company’s growth goals with the funding calls expected over the coming years.',
        features: [
          'Eligibility analysis for funding calls',
          'Three- to five-year investment plan',
          'Calendar of upcoming calls',
        ],
      },
      {
        key: 'projectApplications',
        title: 'Project applications',
        description:
          'We prepare complete applications for EU funds, the Recovery and Resilience Plan (NPOO), HAMAG-BICRO and rural development programs.',
        features: [
          'Business plan and feasibility study',
          'Financial projections and project budget',
          'Complete application documents',
        ],
      },
      {
        key: 'leadershipTraining',
        title: 'Leadership training',
        description: 'We train your managers to run EU-funded projects on their own.',
        features: [
          'Project implementation workshops',
          'Procurement rules for grant recipients',
          'Reports and payment claims',
        ],
      },
      {
        key: 'technologyConsulting',
        title: 'Technology consulting',
        description:
          'We help you choose equipment and digital solutions that can be funded through digitalization and green transition calls.',
        features: [
          'Digital maturity assessment',
          'Equipment and software specifications',
          'Alignment with call requirements',
        ],
      },
      {
        key: 'digitalMarketing',
        title: 'Digital marketing',
        description:
          'We plan your company’s marketing and your project’s publicity in line with EU funding rules.',
        features: [
          'Marketing plan within the business plan',
          'EU funding visibility measures',
          'Campaign performance tracking',
        ],
      },
      {
        key: 'organizationalDevelopment',
        title: 'Organizational development',
        description:
          'We prepare your organization for the growth new projects bring: processes, roles and hiring.',
        features: [
          'Process and structure review',
          'Hiring plan tied to the project',
          'Preparation for on-site checks',
        ],
      },
    ],
  },
  stats: {
    title: 'Our results in numbers',
    labels: [
      'Application success rate',
      'Projects delivered',
      'Funding secured for clients',
      'Years of experience',
    ],
  },
  fundingCheck: {
    title: 'Check your funding options',
    intro:
      'Enter your company’s OIB and activity code to see open calls that match your line of business.',
    oibLabel: 'OIB',
    oibHint: '11-digit Croatian tax number',
    nkdLabel: 'Activity code (NKD)',
    nkdHint: 'e.g. 62.01',
    submit: 'Check options',
    checking: 'Checking...',
    privacyNote: 'We use this data only for this check and do not store your OIB.',
  },
  about: {
    badge: 'About us',
    title: 'EU funding consultants from Osijek',
    subtitle:
      'For more than ten years we have been helping entrepreneurs, craft businesses and family farms turn their ideas into funded projects.',
    descriptions: [
      'For more than ten years, our Osijek team has been preparing applications for EU funds, the National Recovery and Resilience Plan (NPOO), HAMAG-BICRO and rural development programs. We have more than 100 projects behind us, and 96% of our applications have been funded.',
      'We work with micro, small and medium-sized companies, craft businesses and family farms across Croatia. Beyond the business plan and the application, we support implementation too: from procurement to payment claims and the final payment.',
    ],
    storyButton: 'Our story',
    teamButton: 'Our team',
    statLabels: [
      'Years of experience',
      'Projects delivered',
      'Experts on the team',
      'Success rate',
    ],
    mission: {
      title: 'Our mission',
      text: 'We want good business ideas from Slavonia and all of Croatia to get the funding they deserve. That is why we explain calls clearly, assess your chances honestly and only submit projects we believe in.',
    },
    story: {
      title: 'Our story',
      paragraphs: [
        'We founded the company in Osijek more than ten years ago with a simple idea: to bring European funds within reach of entrepreneurs in Slavonia and Baranja. Our first clients were local craft businesses and family farms that needed a business plan for their first application.',
        'When Croatia joined the European Union in 2013, new sources of funding opened up, and we grew along with them. We have worked on projects under the operational programs, the Rural Development Program and HAMAG-BICRO calls, and today we also prepare applications under the NPOO.',
        'Today our team brings together specialists in EU projects, finance, agricultural subsidies and public procurement. The way we work has not changed: an honest assessment before applying, deadlines met and support all the way to the final payment.',
      ],
    },
    team: {
      title: 'Our team',
      intro:
        'People who work with funding calls every day: from the first assessment and business plan to procurement and reporting.',
    },
    testimonials: {
      title: 'What our clients say',
      intro: 'Experiences of business owners we have prepared and delivered projects with.',
      previous: 'Previous testimonial',
      next: 'Next testimonial',
      slideLabel: 'Testimonial {index} of {count}',
    },
  },
  insights: {
    title: 'Featured articles',
    intro: 'Practical advice on funding calls, business plans and project financing.',
    viewAll: 'All articles',
    empty: 'No articles have been published yet.',
  },
  contact: {
    title: 'Contact',
    intro:
      'Tell us about your idea or question. We will get back to you as soon as possible and suggest a time for a free consultation.',
    form: {
      title: 'Send us a message',
      firstName: 'First name',
      lastName: 'Last name',
      email: 'Email',
      company: 'Company',
      optional: '(optional)',
      message: 'Message',
      submit: 'Send message',
      sending: 'Sending...',
    },
    consultation: {
      title: 'Free 30-minute consultation',
      text: 'In a half-hour conversation we will assess which calls fit your project and what you need for the application. No strings attached.',
      hoursLabel: 'Phone hours',
      hours: 'Mon – Fri, 8:00 am – 5:00 pm',
    },
  },
}
