import type { Block } from 'payload'

import { homeServiceKeys } from '@/features/home'

import {
  group,
  introField,
  label,
  line,
  lines,
  paragraph,
  rows,
  textField,
  titleField,
} from './fields'

/** The first screen: a title over the firm's videos, three benefits and two buttons. */
export const heroBlock: Block = {
  slug: 'hero',
  interfaceName: 'HeroBlock',
  labels: {
    singular: label('Naslovni dio s videom', 'Hero with videos', 'Hero mit Videos'),
    plural: label('Naslovni dijelovi', 'Heroes', 'Heros'),
  },
  fields: [
    line('eyebrow', label('Nadnaslov', 'Eyebrow', 'Dachzeile')),
    titleField,
    paragraph('description', label('Opis', 'Description', 'Beschreibung')),
    lines('benefits', label('Prednosti', 'Benefits', 'Vorteile'), { min: 3, max: 3 }),
    line('contactButton', label('Gumb za kontakt', 'Contact button', 'Kontakt-Button'), {
      maxLength: 80,
    }),
    line('aboutButton', label('Gumb „O nama”', 'About button', 'Button „Über uns”'), {
      maxLength: 80,
    }),
  ],
}

/** The six service cards, each linking to its service page. */
export const serviceCardsBlock: Block = {
  slug: 'serviceCards',
  interfaceName: 'ServiceCardsBlock',
  labels: {
    singular: label('Kartice usluga', 'Service cards', 'Leistungskarten'),
    plural: label('Kartice usluga', 'Service cards', 'Leistungskarten'),
  },
  fields: [
    titleField,
    introField,
    line('learnMore', label('Tekst poveznice', 'Link text', 'Linktext'), { maxLength: 80 }),
    rows('cards', label('Kartice', 'Cards', 'Karten'), { min: 1, max: 6 }, [
      {
        name: 'key',
        type: 'select',
        required: true,
        label: label('Usluga', 'Service', 'Leistung'),
        options: homeServiceKeys.map((key) => ({ label: key, value: key })),
      },
      titleField,
      paragraph('description', label('Opis', 'Description', 'Beschreibung')),
      lines('features', label('Stavke', 'Points', 'Punkte'), { min: 3, max: 3 }),
    ]),
  ],
}

/** The band of the firm's figures, each counting up to its value. */
export const statsBlock: Block = {
  slug: 'stats',
  interfaceName: 'StatsBlock',
  labels: {
    singular: label('Traka s brojkama', 'Figures band', 'Zahlenband'),
    plural: label('Trake s brojkama', 'Figures bands', 'Zahlenbänder'),
  },
  fields: [
    line(
      'title',
      label('Naslov (za čitače zaslona)', 'Title (screen readers)', 'Überschrift (Screenreader)'),
    ),
    rows('items', label('Brojke', 'Figures', 'Zahlen'), { min: 1, max: 4 }, [
      {
        name: 'target',
        type: 'number',
        required: true,
        min: 0,
        max: 1_000_000,
        label: label('Broj', 'Number', 'Zahl'),
      },
      line('prefix', label('Prije broja', 'Before the number', 'Vor der Zahl'), {
        required: false,
        maxLength: 4,
      }),
      line('suffix', label('Iza broja', 'After the number', 'Nach der Zahl'), {
        required: false,
        maxLength: 6,
      }),
      line('label', label('Opis', 'Label', 'Beschriftung'), { maxLength: 80 }),
    ]),
  ],
}

/** The funding check by OIB and activity code, with its form's words. */
export const fundingCheckBlock: Block = {
  slug: 'fundingCheck',
  interfaceName: 'FundingCheckBlock',
  labels: {
    singular: label('Provjera financiranja', 'Funding check', 'Förderprüfung'),
    plural: label('Provjere financiranja', 'Funding checks', 'Förderprüfungen'),
  },
  fields: [
    titleField,
    introField,
    line('oibLabel', label('Oznaka polja OIB', 'OIB field label', 'Feldname OIB')),
    line('oibHint', label('Pomoć uz OIB', 'OIB hint', 'Hinweis OIB')),
    line('nkdLabel', label('Oznaka polja NKD', 'NKD field label', 'Feldname NKD')),
    line('nkdHint', label('Pomoć uz NKD', 'NKD hint', 'Hinweis NKD')),
    line('submit', label('Gumb', 'Button', 'Button'), { maxLength: 80 }),
    line('checking', label('Dok provjerava', 'While checking', 'Während der Prüfung'), {
      maxLength: 80,
    }),
    paragraph('privacyNote', label('Napomena o privatnosti', 'Privacy note', 'Datenschutzhinweis')),
  ],
}

/** About the firm: story, mission, figures, the team and the testimonials (from /admin). */
export const aboutBlock: Block = {
  slug: 'about',
  interfaceName: 'AboutBlock',
  labels: {
    singular: label(
      'O nama (tim i mišljenja)',
      'About (team and testimonials)',
      'Über uns (Team und Stimmen)',
    ),
    plural: label('O nama', 'About', 'Über uns'),
  },
  fields: [
    line('badge', label('Oznaka', 'Badge', 'Kennzeichnung')),
    titleField,
    line('subtitle', label('Podnaslov', 'Subtitle', 'Untertitel')),
    lines(
      'descriptions',
      label('Opisi', 'Descriptions', 'Beschreibungen'),
      { min: 2, max: 2 },
      true,
    ),
    line('storyButton', label('Gumb „Priča”', 'Story button', 'Button „Geschichte”'), {
      maxLength: 80,
    }),
    line('teamButton', label('Gumb „Tim”', 'Team button', 'Button „Team”'), { maxLength: 80 }),
    lines(
      'statLabels',
      label(
        'Opisi brojki (10+, 100+, 5+, 96 %)',
        'Figure labels (10+, 100+, 5+, 96%)',
        'Zahlenbeschriftungen (10+, 100+, 5+, 96 %)',
      ),
      { min: 4, max: 4 },
    ),
    group('mission', label('Misija', 'Mission', 'Mission'), [titleField, textField]),
    group('story', label('Priča', 'Story', 'Geschichte'), [
      titleField,
      lines('paragraphs', label('Odlomci', 'Paragraphs', 'Absätze'), { min: 1, max: 8 }, true),
    ]),
    group('team', label('Tim', 'Team', 'Team'), [titleField, introField]),
    group('testimonials', label('Mišljenja klijenata', 'Testimonials', 'Kundenstimmen'), [
      titleField,
      introField,
      line('previous', label('Gumb „Prethodno”', 'Previous button', 'Button „Zurück”'), {
        maxLength: 80,
      }),
      line('next', label('Gumb „Sljedeće”', 'Next button', 'Button „Weiter”'), { maxLength: 80 }),
      line('slideLabel', label('Oznaka slajda', 'Slide label', 'Folienbeschriftung'), {
        description: label(
          'Npr. „Mišljenje {index} od {count}”.',
          'E.g. "Testimonial {index} of {count}".',
          'Z. B. „Stimme {index} von {count}”.',
        ),
      }),
    ]),
  ],
}

/** The three latest articles. */
export const insightsBlock: Block = {
  slug: 'insights',
  interfaceName: 'InsightsBlock',
  labels: {
    singular: label('Izdvojeni članci', 'Featured insights', 'Ausgewählte Beiträge'),
    plural: label('Izdvojeni članci', 'Featured insights', 'Ausgewählte Beiträge'),
  },
  fields: [
    titleField,
    introField,
    line('viewAll', label('Poveznica na sve', 'Link to all', 'Link zu allen'), { maxLength: 80 }),
    line('empty', label('Kad nema članaka', 'When there are none', 'Wenn keine vorhanden')),
  ],
}

/** The contact form and the free consultation box. */
export const contactBlock: Block = {
  slug: 'contact',
  interfaceName: 'ContactBlock',
  labels: {
    singular: label('Kontakt', 'Contact', 'Kontakt'),
    plural: label('Kontakti', 'Contacts', 'Kontakte'),
  },
  fields: [
    titleField,
    introField,
    group('form', label('Obrazac', 'Form', 'Formular'), [
      titleField,
      line('firstName', label('Ime', 'First name', 'Vorname')),
      line('lastName', label('Prezime', 'Last name', 'Nachname')),
      line('email', label('E-pošta', 'E-mail', 'E-Mail')),
      line('company', label('Tvrtka', 'Company', 'Unternehmen')),
      line('optional', label('„Neobavezno”', '"Optional"', '„Optional”')),
      line('message', label('Poruka', 'Message', 'Nachricht')),
      line('submit', label('Gumb', 'Button', 'Button'), { maxLength: 80 }),
      line('sending', label('Dok šalje', 'While sending', 'Während des Sendens'), {
        maxLength: 80,
      }),
    ]),
    group(
      'consultation',
      label('Besplatne konzultacije', 'Free consultation', 'Kostenlose Beratung'),
      [
        titleField,
        textField,
        line('hoursLabel', label('Oznaka radnog vremena', 'Hours label', 'Beschriftung Zeiten')),
        line('hours', label('Radno vrijeme', 'Hours', 'Zeiten')),
      ],
    ),
  ],
}

export const homeBlocks = [
  heroBlock,
  serviceCardsBlock,
  statsBlock,
  fundingCheckBlock,
  aboutBlock,
  insightsBlock,
  contactBlock,
]
