import type { CareersCopy } from '@/features/careers'

export const careers: CareersCopy = {
  metaTitle: 'Karijere',
  metaDescription:
    'Zaposlenje u timu za savjetovanje o EU fondovima u Osijeku: zašto raditi s nama i ' +
    'otvorene pozicije.',
  title: 'Karijere',
  intro:
    'Tražimo ljude koji vole brojke, jasne tekstove i rad s poduzetnicima. Pridružite se timu ' +
    'koji tvrtkama pomaže ostvariti projekte financirane iz EU fondova.',
  benefits: {
    title: 'Zašto raditi s nama',
    items: [
      {
        title: 'Stručno usavršavanje',
        text:
          'Plaćamo edukacije i certifikate iz upravljanja projektima i javne nabave te odlazak ' +
          'na stručne konferencije.',
      },
      {
        title: 'Fleksibilan rad',
        text:
          'Dio tjedna možete raditi od kuće, a radno vrijeme usklađujemo s rokovima natječaja i ' +
          'vašim obvezama.',
      },
      {
        title: 'Projekti sa stvarnim učinkom',
        text:
          'Radite na ulaganjima koja tvrtkama iz cijele Hrvatske donose nova radna mjesta, ' +
          'opremu i tržišta.',
      },
      {
        title: 'Mentorstvo i podrška',
        text: 'Svaki novi kolega dobiva mentora i jasan plan uvođenja u posao za prva tri mjeseca.',
      },
    ],
  },
  openings: {
    title: 'Otvorene pozicije',
    empty: 'Trenutno nemamo otvorenih pozicija.',
    text:
      'Otvorene prijave ipak rado primamo. Pošaljite nam kratko predstavljanje i javit ćemo vam ' +
      'se kada se otvori mjesto koje vam odgovara.',
    button: 'Javite nam se',
  },
}
