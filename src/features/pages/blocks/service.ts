import type { Block } from 'payload'

import { offerIconNames } from '@/features/services/rules'

import { introField, label, line, paragraph, rows, textField, titleField } from './fields'

/** The head of a service page: eyebrow, title, lead and the two buttons to the contact form. */
export const serviceHeroBlock: Block = {
  slug: 'serviceHero',
  interfaceName: 'ServiceHeroBlock',
  labels: {
    singular: label('Naslovni dio usluge', 'Service hero', 'Leistungs-Hero'),
    plural: label('Naslovni dijelovi usluga', 'Service heroes', 'Leistungs-Heros'),
  },
  fields: [
    line('eyebrow', label('Nadnaslov', 'Eyebrow', 'Dachzeile')),
    titleField,
    paragraph('lead', label('Uvod', 'Lead', 'Vorspann')),
    line('primaryCta', label('Prvi gumb', 'First button', 'Erster Button'), { maxLength: 80 }),
    line('secondaryCta', label('Drugi gumb', 'Second button', 'Zweiter Button'), {
      maxLength: 80,
    }),
  ],
}

const anchorField = {
  name: 'anchor',
  type: 'text',
  maxLength: 40,
  label: label('Sidro (#)', 'Anchor (#)', 'Anker (#)'),
  validate: (value: unknown) =>
    value == null || value === '' || /^[a-z][a-z0-9-]*$/.test(String(value)) ? true : 'a-z, 0-9, -',
  admin: {
    description: label(
      'Neobavezno: adresa odjeljka na stranici, npr. „rezultati”.',
      'Optional: the section’s address on the page, e.g. "results".',
      'Optional: die Adresse des Abschnitts, z. B. „ergebnisse”.',
    ),
  },
} as const

/** Large figures, each with its label and a sentence. */
export const figuresBlock: Block = {
  slug: 'figures',
  interfaceName: 'FiguresBlock',
  labels: {
    singular: label('Brojke', 'Figures', 'Kennzahlen'),
    plural: label('Brojke', 'Figures', 'Kennzahlen'),
  },
  fields: [
    anchorField,
    titleField,
    introField,
    rows('items', label('Brojke', 'Figures', 'Kennzahlen'), { min: 1, max: 6 }, [
      line('value', label('Vrijednost', 'Value', 'Wert'), { maxLength: 20 }),
      line('label', label('Opis', 'Label', 'Beschriftung')),
      paragraph('text', label('Objašnjenje', 'Explanation', 'Erläuterung'), { required: false }),
    ]),
  ],
}

/** What the service offers: cards with an icon, a title and a sentence or two. */
export const offersBlock: Block = {
  slug: 'offers',
  interfaceName: 'OffersBlock',
  labels: {
    singular: label('Ponuda', 'Offers', 'Angebote'),
    plural: label('Ponude', 'Offers', 'Angebote'),
  },
  fields: [
    anchorField,
    titleField,
    introField,
    rows('items', label('Stavke', 'Items', 'Einträge'), { min: 1, max: 12 }, [
      {
        name: 'icon',
        type: 'select',
        required: true,
        label: label('Ikona', 'Icon', 'Symbol'),
        options: offerIconNames.map((name) => ({ label: name, value: name })),
      },
      titleField,
      textField,
    ]),
  ],
}

/** How we work: numbered steps. */
export const stepsBlock: Block = {
  slug: 'steps',
  interfaceName: 'StepsBlock',
  labels: {
    singular: label('Koraci', 'Steps', 'Schritte'),
    plural: label('Koraci', 'Steps', 'Schritte'),
  },
  fields: [
    anchorField,
    titleField,
    introField,
    rows('items', label('Koraci', 'Steps', 'Schritte'), { min: 1, max: 8 }, [
      titleField,
      textField,
    ]),
  ],
}

/** The funding programmes we work with. */
export const programmesBlock: Block = {
  slug: 'programmes',
  interfaceName: 'ProgrammesBlock',
  labels: {
    singular: label('Programi', 'Programmes', 'Programme'),
    plural: label('Programi', 'Programmes', 'Programme'),
  },
  fields: [
    anchorField,
    titleField,
    introField,
    rows('items', label('Programi', 'Programmes', 'Programme'), { min: 1, max: 12 }, [
      line('name', label('Naziv', 'Name', 'Name')),
      line('scope', label('Izvor', 'Source', 'Quelle')),
      textField,
    ]),
  ],
}

export const serviceBlocks = [
  serviceHeroBlock,
  figuresBlock,
  offersBlock,
  stepsBlock,
  programmesBlock,
]
