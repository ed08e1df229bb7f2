import type { Block } from 'payload'

import {
  buttonField,
  introField,
  label,
  line,
  paragraph,
  rows,
  textField,
  titleField,
} from './fields'

/** A closing call to action that opens the contact form. */
export const ctaBlock: Block = {
  slug: 'cta',
  interfaceName: 'CtaBlock',
  labels: {
    singular: label('Poziv na kontakt', 'Call to action', 'Handlungsaufruf'),
    plural: label('Pozivi na kontakt', 'Calls to action', 'Handlungsaufrufe'),
  },
  fields: [titleField, textField, buttonField],
}

/** Free text with headings, lists and links. */
export const richTextBlock: Block = {
  slug: 'richText',
  interfaceName: 'RichTextBlock',
  labels: {
    singular: label('Tekst', 'Rich text', 'Text'),
    plural: label('Tekstovi', 'Rich texts', 'Texte'),
  },
  fields: [
    {
      name: 'content',
      type: 'richText',
      required: true,
      label: label('Sadržaj', 'Content', 'Inhalt'),
    },
  ],
}

/** Questions and answers, open one at a time, with FAQPage data for search engines. */
export const faqBlock: Block = {
  slug: 'faq',
  interfaceName: 'FaqBlock',
  labels: {
    singular: label('Česta pitanja', 'FAQ', 'Häufige Fragen'),
    plural: label('Česta pitanja', 'FAQs', 'Häufige Fragen'),
  },
  fields: [
    titleField,
    rows('items', label('Pitanja', 'Questions', 'Fragen'), { min: 1, max: 30 }, [
      line('question', label('Pitanje', 'Question', 'Frage'), { maxLength: 300 }),
      paragraph('answer', label('Odgovor', 'Answer', 'Antwort')),
    ]),
  ],
}

/** The title and introduction of a content page. */
export const pageIntroBlock: Block = {
  slug: 'pageIntro',
  interfaceName: 'PageIntroBlock',
  labels: {
    singular: label('Naslov stranice', 'Page title', 'Seitentitel'),
    plural: label('Naslovi stranica', 'Page titles', 'Seitentitel'),
  },
  fields: [titleField, introField],
}

/** Why work with us: cards with a title and a sentence (four in the design). */
export const benefitsBlock: Block = {
  slug: 'benefits',
  interfaceName: 'BenefitsBlock',
  labels: {
    singular: label('Prednosti', 'Benefits', 'Vorteile'),
    plural: label('Prednosti', 'Benefits', 'Vorteile'),
  },
  fields: [
    titleField,
    rows('items', label('Prednosti', 'Benefits', 'Vorteile'), { min: 4, max: 4 }, [
      titleField,
      textField,
    ]),
  ],
}

/** The open job openings (from /admin), or an invitation to apply when none is open. */
export const openingsBlock: Block = {
  slug: 'openings',
  interfaceName: 'OpeningsBlock',
  labels: {
    singular: label('Otvorena radna mjesta', 'Job openings', 'Offene Stellen'),
    plural: label('Otvorena radna mjesta', 'Job openings', 'Offene Stellen'),
  },
  fields: [
    titleField,
    line('empty', label('Kad nema oglasa', 'When none is open', 'Wenn keine offen ist')),
    paragraph(
      'text',
      label('Poziv na otvorenu prijavu', 'Open application text', 'Initiativbewerbung'),
    ),
    buttonField,
  ],
}

/** The downloads editors upload (from /admin), or a note when there are none. */
export const downloadsBlock: Block = {
  slug: 'downloads',
  interfaceName: 'DownloadsBlock',
  labels: {
    singular: label('Materijali za preuzimanje', 'Downloads', 'Downloads'),
    plural: label('Materijali za preuzimanje', 'Downloads', 'Downloads'),
  },
  fields: [
    line('title', label('Naslov (neobavezno)', 'Title (optional)', 'Überschrift (optional)'), {
      required: false,
    }),
  ],
}

/** A legal or other long document: title, date of the last change, summary and the text. */
export const documentBlock: Block = {
  slug: 'document',
  interfaceName: 'DocumentBlock',
  labels: {
    singular: label('Dokument', 'Document', 'Dokument'),
    plural: label('Dokumenti', 'Documents', 'Dokumente'),
  },
  fields: [
    titleField,
    line('updated', label('Zadnja izmjena', 'Last updated', 'Zuletzt geändert'), {
      maxLength: 60,
    }),
    paragraph('summary', label('Sažetak', 'Summary', 'Zusammenfassung')),
    { name: 'body', type: 'richText', required: true, label: label('Tekst', 'Text', 'Text') },
  ],
}

export const commonBlocks = [
  pageIntroBlock,
  richTextBlock,
  faqBlock,
  ctaBlock,
  benefitsBlock,
  openingsBlock,
  downloadsBlock,
  documentBlock,
]
