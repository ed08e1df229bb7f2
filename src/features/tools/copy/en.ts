import type { ToolsCopy } from './types'

export const tools: ToolsCopy = {
  meta: {
    title: 'Free tools: ROI calculator, timeline and document checklist',
    description:
      'Calculate the return on our fee for your grant, estimate how long an application takes ' +
      'under HAMAG-BICRO, rural development and regional funds, and check your documents.',
  },
  title: 'Free tools',
  intro:
    'Three quick tools to help you plan a grant application: what our support costs compared ' +
    'with what it brings, how long the process takes, and which documents to prepare.',
  toolsNav: 'Tools on this page',
  roi: {
    title: 'ROI calculator',
    intro:
      'Enter the grant amount you are applying for to see our fee, your net benefit and the ' +
      'return on your investment.',
    amountLabel: 'Grant amount (EUR)',
    amountHint: 'For example 100,000 or 100,000.50',
    calculate: 'Calculate',
    resultTitle: 'Your result',
    grant: 'Grant amount',
    fee: 'Our fee (2.5%)',
    net: 'Net benefit',
    roi: 'Return on investment (ROI)',
    explanation: 'For every €1 spent, you receive {amount} in grants.',
    errors: {
      empty: 'Enter the grant amount.',
      invalid: 'Enter the amount as a number, for example 100,000.',
      'not-positive': 'The amount must be greater than 0.',
      'too-large': 'The amount cannot exceed €10 billion.',
    },
    note: 'The calculation is indicative; the final terms are set out in the contract.',
  },
  timeline: {
    title: 'Timeline estimator',
    intro: 'Choose a funding programme to see how long each phase of an application usually takes.',
    programmeLegend: 'Funding programme',
    programmes: {
      'hamag-bicro': {
        name: 'HAMAG-BICRO',
        description: 'Grants and financial instruments for small and medium-sized enterprises',
      },
      'rural-development': {
        name: 'Rural development',
        description: 'Support for agriculture, food processing and rural areas',
      },
      'regional-funds': {
        name: 'Regional funds',
        description: 'European Regional Development Fund calls for investment and innovation',
      },
    },
    empty: 'Choose a programme to see the estimated duration of each phase.',
    caption: 'Estimated timeline: {programme}',
    phaseHeader: 'Phase',
    durationHeader: 'Duration',
    phases: {
      preparation: 'Preparation',
      submission: 'Submission',
      evaluation: 'Evaluation',
      approval: 'Approval',
    },
    total: 'Total',
    weeks: { one: 'week', few: 'weeks', other: 'weeks' },
    note:
      'The durations are typical ranges from our experience; the dates of a call and the number ' +
      'of applications can change them.',
  },
  checklist: {
    title: 'Document checklist',
    intro:
      'Tick the documents you already have. Nothing is saved: the list lives only in your ' +
      'browser while this page is open.',
    legend: 'Documents for the application',
    items: {
      'business-plan': {
        name: 'Business plan',
        hint: 'Description of the project, goals, market and activities',
      },
      'financial-projections': {
        name: 'Financial projections',
        hint: 'Revenue, costs and cash flow for the project period',
      },
      'company-registration': {
        name: 'Company registration',
        hint: 'Extract from the court or crafts register',
      },
      'tax-certificate': {
        name: 'Tax certificate',
        hint: 'Confirmation from the Tax Administration that no taxes are owed',
      },
      'id-documents': {
        name: 'ID documents',
        hint: 'Copies of the identity cards of the authorised persons',
      },
      'bank-statement': {
        name: 'Bank statement',
        hint: 'A recent statement or the bank’s confirmation of the account balance',
      },
      'property-documents': {
        name: 'Property documents',
        hint: 'Land registry extract, lease or other proof of the right to use the premises',
      },
      'permits-licences': {
        name: 'Permits and licences',
        hint: 'Building, environmental or other permits the project requires',
      },
    },
    progressLabel: 'Documents ready',
    progressValue: '{done} of {total}',
    complete: 'All documents are ready. Contact us and we will prepare your application together.',
  },
  cta: {
    title: 'Need help with your application?',
    text:
      'Book a free 30-minute consultation. We will review your project, suggest suitable calls ' +
      'and plan the next steps with you.',
    button: 'Contact us',
  },
}
