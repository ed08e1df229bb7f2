import type { ServicesCopy } from '@/features/services'

export const services: ServicesCopy = {
  primaryCta: 'Free consultation',
  pages: {
    consultancy: {
      metaTitle: 'Business consultancy for small and medium-sized companies',
      metaDescription:
        'Business analysis, strategic planning, process organisation and investments that can ' +
        'be financed with grants. First results within 30 days.',
      eyebrow: 'Strategy, organisation and growth',
      lead:
        'We help owners and management teams make decisions based on numbers: from business ' +
        'analysis and strategic planning to reorganising processes and preparing investments ' +
        'that can be financed with grants.',
      secondaryCta: 'Request a business review',
      results: {
        title: 'Results we measure',
        intro: 'We judge our consultancy by what it brings your company, not by the hours spent.',
        items: [
          {
            value: '1:40',
            label: 'return on every euro',
            text: 'For every euro invested in preparing a project, our clients secure up to 40 euros in grants.',
          },
          {
            value: '10x',
            label: 'return on investment (ROI)',
            text: 'The savings and grants we achieve together are ten times the cost of the consultancy.',
          },
          {
            value: '30 days',
            label: 'to first results',
            text: 'An action plan, the selected funding calls and a list of required documents are ready within a month.',
          },
        ],
      },
      offers: {
        title: 'What business consultancy includes',
        intro: 'Six services that we combine to suit your company’s stage and goals.',
        items: [
          {
            title: 'Business analysis',
            text:
              'We review your financial statements, processes and market position and show you ' +
              'in a clear report where you are losing money and where there is room to grow.',
          },
          {
            title: 'Strategic plan',
            text:
              'We set goals for the next three to five years, break them down into measurable ' +
              'indicators and link them to a budget and sources of finance.',
          },
          {
            title: 'Organisation and processes',
            text:
              'We map key processes, remove bottlenecks and define responsibilities so that the ' +
              'company can grow without overloading its owner.',
          },
          {
            title: 'Investment preparation',
            text:
              'We assess whether an investment in equipment, premises or digitalisation pays ' +
              'off and check whether part of the cost can be financed from EU funds.',
          },
          {
            title: 'Digital transformation',
            text:
              'We help you choose ERP, CRM and other business tools, plan their roll-out and ' +
              'apply for a suitable digitalisation grant.',
          },
          {
            title: 'Implementation follow-up',
            text:
              'In regular meetings with management we follow the plan, measure progress and ' +
              'adjust measures when circumstances change.',
          },
        ],
      },
      cta: {
        title: 'Let’s talk about your goals',
        text:
          'In a free 30-minute consultation we will get to know your business and suggest the ' +
          'first steps.',
        button: 'Book a consultation',
      },
    },
    'eu-business-plans': {
      metaTitle: 'Business plans for EU-funded projects',
      metaDescription:
        'Business plans, feasibility studies and financial projections for EU funding ' +
        'applications. A 96% success rate, more than 100 projects and over €50 million in grants.',
      eyebrow: 'Documents that pass evaluation',
      lead:
        'We write business plans and feasibility studies for EU funding applications, aligned ' +
        'with the guidelines for applicants and the evaluation criteria. Applications built on ' +
        'our business plans have a 96% success rate.',
      secondaryCta: 'Request a business plan quote',
      stats: {
        title: 'Our results in figures',
        intro: 'Figures from the projects we have prepared for clients since the company began.',
        items: [
          { value: '96%', label: 'success rate' },
          { value: '100+', label: 'projects prepared' },
          { value: '€50M+', label: 'in grants secured' },
        ],
      },
      offers: {
        title: 'What you get',
        intro:
          'We write a business plan for the evaluators, but also for you: as a tool for running ' +
          'the project once the contract is signed.',
        items: [
          {
            title: 'A plan that follows the call’s template',
            text:
              'We write the plan exactly to the template and instructions of the call ' +
              'documents, answering every evaluation criterion.',
          },
          {
            title: 'Financial projections',
            text:
              'Revenue, cost and cash-flow projections for the implementation and durability ' +
              'period, consistent with your financial statements.',
          },
          {
            title: 'Market analysis',
            text:
              'We gather data on your market, customers and competitors from official sources ' +
              'and turn it into a convincing case for demand.',
          },
          {
            title: 'Feasibility study',
            text:
              'For larger investments we prepare a feasibility study and a cost-benefit analysis ' +
              'following the European Commission’s methodology.',
          },
          {
            title: 'Project budget',
            text:
              'We separate eligible from ineligible costs and check the aid intensity and the ' +
              'state aid rules.',
          },
          {
            title: 'Indicators and work plan',
            text:
              'We define measurable indicators, a timetable of activities and the risks, so the ' +
              'project can be delivered once it is approved.',
          },
        ],
      },
      cta: {
        title: 'Have a project and a funding call in sight?',
        text:
          'Send us a short description of the investment and the call deadline, and we will ' +
          'tell you the scope of the work and how long the plan will take.',
        button: 'Send an enquiry',
      },
    },
    'financial-advisory': {
      metaTitle: 'Financial advisory and project finance',
      metaDescription:
        'Financial analysis, cash-flow planning, loans and guarantees, and the financing ' +
        'structure of projects co-financed with grants.',
      eyebrow: 'Finances under control',
      lead:
        'We help you plan cash flow, choose the right source of finance and prepare for talks ' +
        'with a bank or an investor, so that a grant-funded project also has its own ' +
        'contribution secured.',
      secondaryCta: 'Request a financial review',
      offers: {
        title: 'Financial services',
        intro: 'From budget planning to closing the financing structure of a project.',
        items: [
          {
            title: 'Financial analysis',
            text:
              'We analyse your balance sheet, income statement and cash flow and show your ' +
              'liquidity, debt and profitability against the industry average.',
          },
          {
            title: 'Cash-flow plan',
            text:
              'We build a monthly cash-flow plan that accounts for advance payments, grant ' +
              'reimbursements and seasonal swings.',
          },
          {
            title: 'Project financing structure',
            text:
              'We combine grants, own equity and loans so that the project is financed from the ' +
              'start to the last payment claim.',
          },
          {
            title: 'Loans and guarantees',
            text:
              'We prepare the documents for bank loans and for HAMAG-BICRO and HBOR loans and ' +
              'guarantees, comparing their terms and costs.',
          },
          {
            title: 'Investment appraisal',
            text:
              'We calculate net present value, internal rate of return and payback period, so ' +
              'you can decide on an investment based on numbers.',
          },
          {
            title: 'Management reporting',
            text:
              'We set up monthly reports and key indicators for management, without complex ' +
              'tools or extra hires.',
          },
        ],
      },
      cta: {
        title: 'Let’s check your numbers',
        text:
          'Bring your latest financial statements to a free consultation and get a first ' +
          'assessment of your company’s financial position.',
        button: 'Book an appointment',
      },
    },
    'eu-funding': {
      metaTitle: 'EU funding and grants for companies',
      metaDescription:
        'Monitoring of funding calls, eligibility checks, applications and project ' +
        'implementation under the NPOO, Competitiveness and Cohesion, rural development, ' +
        'HAMAG-BICRO, Horizon Europe and LIFE.',
      eyebrow: 'From idea to signed contract',
      lead:
        'We monitor calls from EU funds and national programmes, check whether your company and ' +
        'project are eligible, run the whole application and, once it is approved, help you ' +
        'implement the project.',
      secondaryCta: 'Check your project’s eligibility',
      offers: {
        title: 'How we help',
        intro: 'The whole way to a grant with one team.',
        items: [
          {
            title: 'Monitoring funding calls',
            text:
              'We follow new calls every day and contact you as soon as one opens that fits your ' +
              'business and plans.',
          },
          {
            title: 'Eligibility check',
            text:
              'Before you apply, we check the applicant conditions, eligible costs and state aid ' +
              'rules so you do not spend time on a project that cannot succeed.',
          },
          {
            title: 'Application preparation',
            text:
              'We fill in the application form, collect the mandatory documents and prepare every ' +
              'annex in the required format and on time.',
          },
          {
            title: 'Dealing with authorities',
            text:
              'We answer the requests for clarification and additional documents that ' +
              'intermediate bodies and agencies send during the award procedure.',
          },
          {
            title: 'Procurement procedures',
            text:
              'We prepare the documents for the procurement that private beneficiaries must run, ' +
              'so that every project cost stays eligible.',
          },
          {
            title: 'Implementation and reporting',
            text:
              'We prepare payment claims, progress reports and the documents for on-site checks ' +
              'until the end of the project’s durability period.',
          },
        ],
      },
      steps: {
        title: 'How we work',
        intro: 'Four steps from the first conversation to the grant payment.',
        items: [
          {
            title: 'Free consultation',
            text:
              'In a 30-minute conversation we learn about your project and check your activity ' +
              'code (NKD), company size and planned investment.',
          },
          {
            title: 'Choosing the call',
            text:
              'We suggest the calls that fit the project, estimate the grant amount and agree a ' +
              'timetable for the preparation.',
          },
          {
            title: 'Application',
            text:
              'We write the business plan, budget and application form, collect the documents ' +
              'and submit the application before the deadline.',
          },
          {
            title: 'Implementation',
            text:
              'After the funding decision we help with the contract, procurement and payment ' +
              'claims until the last payment.',
          },
        ],
      },
      programmes: {
        title: 'Programmes we work with',
        intro: 'The main sources of grants for companies and organisations in Croatia.',
        items: [
          {
            name: 'NPOO – National Recovery and Resilience Plan',
            scope: 'EU · 2021–2026',
            text:
              'Croatia’s plan for the green and digital transition of the economy, financed by ' +
              'the EU’s Recovery and Resilience Facility. Investments are tied to the August 2026 ' +
              'deadline, so we help beneficiaries complete projects and prove the targets reached.',
          },
          {
            name: 'Competitiveness and Cohesion Programme 2021–2027',
            scope: 'ERDF and Cohesion Fund',
            text:
              'Croatia’s main cohesion policy programme: research and innovation, the ' +
              'competitiveness and digitalisation of SMEs, energy efficiency and renewable ' +
              'energy.',
          },
          {
            name: 'CAP Strategic Plan 2023–2027',
            scope: 'EAFRD · rural development',
            text:
              'Rural development support for farms, the processing of agricultural products, ' +
              'young farmers and non-agricultural activities in rural areas. Calls are run by ' +
              'the Paying Agency for Agriculture, Fisheries and Rural Development.',
          },
          {
            name: 'HAMAG-BICRO programmes',
            scope: 'National programmes and EU funds',
            text:
              'The Croatian Agency for SMEs, Innovations and Investments offers micro and small ' +
              'loans, guarantees for bank loans and grants for developing innovations.',
          },
          {
            name: 'Horizon Europe',
            scope: 'EU · 2021–2027',
            text:
              'The EU’s framework programme for research and innovation, with a budget of about ' +
              '€95.5 billion. For innovative SMEs, the EIC Accelerator offers grants of up to ' +
              '€2.5 million.',
          },
          {
            name: 'LIFE Programme',
            scope: 'EU · 2021–2027',
            text:
              'The EU’s programme for the environment and climate action, with a budget of about ' +
              '€5.4 billion. It finances nature protection, the circular economy, climate ' +
              'adaptation and the clean energy transition.',
          },
        ],
      },
      cta: {
        title: 'Find out which calls fit your project',
        text:
          'In a free consultation we will check your project’s eligibility and suggest calls ' +
          'that are open or announced.',
        button: 'Request a check',
      },
    },
    'entrepreneur-consulting': {
      metaTitle: 'Consulting for entrepreneurs and sole traders',
      metaDescription:
        'From idea and registration to your first employees: start-up grants, business model, ' +
        'sales and mentoring for sole traders, start-ups and small businesses.',
      eyebrow: 'For sole traders, start-ups and small businesses',
      lead:
        'We support entrepreneurs from the idea and registration to their first employees and ' +
        'first grant, with practical advice you can apply straight away.',
      secondaryCta: 'Talk to an adviser',
      offers: {
        title: 'Support at every stage of your business',
        intro: 'Advice tailored to the size and line of your business.',
        items: [
          {
            title: 'From idea to registration',
            text:
              'We help you choose the legal form (sole trader, simple or private limited ' +
              'company), the tax regime and the registration steps, and estimate first-year costs.',
          },
          {
            title: 'Start-up grants',
            text:
              'We check self-employment grants from the Croatian Employment Service, local ' +
              'grants and microloans, and prepare the applications.',
          },
          {
            title: 'Business model and pricing',
            text:
              'We work out your offer, target customers and pricing so that every product and ' +
              'service covers its costs and earns a margin.',
          },
          {
            title: 'Sales and marketing',
            text:
              'We draw up a simple sales and digital marketing plan with a budget and measurable ' +
              'goals for the first six months.',
          },
          {
            title: 'Hiring and organisation',
            text:
              'We advise on your first employees, contracts, employment grants and sharing the ' +
              'work so that the owner has time to grow the business.',
          },
          {
            title: 'Mentoring',
            text:
              'In regular monthly meetings an adviser follows your numbers, asks the right ' +
              'questions and helps you make the next decision.',
          },
        ],
      },
      cta: {
        title: 'Starting or growing a business?',
        text:
          'Tell us where you are now. In a free consultation you will get a list of first steps ' +
          'and the grants available to you.',
        button: 'Get in touch',
      },
    },
    'grant-business-plans': {
      metaTitle: 'Business plans for national and local grants',
      metaDescription:
        'Business plans for grants from ministries, the Croatian Employment Service, counties ' +
        'and cities, and for HAMAG-BICRO and HBOR loans and guarantees.',
      eyebrow: 'National, regional and local grants',
      lead:
        'We write business plans for grants from ministries, the Croatian Employment Service, ' +
        'counties and cities, and for HAMAG-BICRO loans, in the format the grant provider ' +
        'requires and by the deadline the call sets.',
      secondaryCta: 'Request a quote',
      offers: {
        title: 'Plans for every kind of grant',
        intro: 'Every grant provider has its own rules, and your plan has to meet each of them.',
        items: [
          {
            title: 'Self-employment grants',
            text:
              'A business plan for the Croatian Employment Service grant, with costs, revenue ' +
              'and a sustainability calculation.',
          },
          {
            title: 'County and city grants',
            text:
              'Applications for local and regional government grants for equipment, ' +
              'certification, trade fairs and hiring.',
          },
          {
            title: 'Agricultural grants',
            text:
              'Business plans for young farmers and the development of small farms under the ' +
              'rules of the CAP Strategic Plan.',
          },
          {
            title: 'Loans and guarantees',
            text:
              'Business plans for HAMAG-BICRO and HBOR loans and guarantees and for subsidised ' +
              'bank loans.',
          },
          {
            title: 'Innovation grants',
            text:
              'Plans for developing new products and services, with a clear description of the ' +
              'innovation, its market potential and a commercialisation plan.',
          },
          {
            title: 'Review of an existing plan',
            text:
              'We review a plan you have already written, compare it with the call’s criteria ' +
              'and suggest specific changes before you submit it.',
          },
        ],
      },
      cta: {
        title: 'Need a business plan by the deadline?',
        text:
          'Tell us the name of the call and the submission deadline, and we will tell you what ' +
          'is needed and how long the plan takes to write.',
        button: 'Send an enquiry',
      },
    },
  },
}
