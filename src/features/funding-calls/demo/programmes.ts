// DEMO CONTENT: real programme names and bodies; the firm keeps the list in /admin.
import type { DemoProgramme } from './types'

export const demoProgrammes: DemoProgramme[] = [
  {
    key: 'npoo',
    name: {
      hr: 'Nacionalni plan oporavka i otpornosti 2021.–2026. (NPOO)',
      en: 'National Recovery and Resilience Plan 2021–2026 (NRRP)',
      de: 'Nationaler Aufbau- und Resilienzplan 2021–2026 (NARP)',
    },
    kind: 'eu',
    managingBody: {
      hr: 'Ministarstvo gospodarstva',
      en: 'Ministry of Economy',
      de: 'Wirtschaftsministerium',
    },
    website: 'https://planoporavka.gov.hr',
  },
  {
    key: 'pkk',
    name: {
      hr: 'Program Konkurentnost i kohezija 2021.–2027. (PKK)',
      en: 'Competitiveness and Cohesion Programme 2021–2027',
      de: 'Programm Wettbewerbsfähigkeit und Kohäsion 2021–2027',
    },
    kind: 'eu',
    managingBody: {
      hr: 'Ministarstvo regionalnoga razvoja i fondova Europske unije',
      en: 'Ministry of Regional Development and EU Funds',
      de: 'Ministerium für regionale Entwicklung und EU-Fonds',
    },
    website: 'https://fondovieu.gov.hr',
  },
  {
    key: 'zpp',
    name: {
      hr: 'Strateški plan Zajedničke poljoprivredne politike 2023.–2027.',
      en: 'CAP Strategic Plan 2023–2027',
      de: 'GAP-Strategieplan 2023–2027',
    },
    kind: 'eu',
    managingBody: {
      hr: 'Ministarstvo poljoprivrede, šumarstva i ribarstva',
      en: 'Ministry of Agriculture, Forestry and Fisheries',
      de: 'Ministerium für Landwirtschaft, Forstwirtschaft und Fischerei',
    },
    website: 'https://ruralnirazvoj.hr',
  },
  {
    key: 'puljp',
    name: {
      hr: 'Program Učinkoviti ljudski potencijali 2021.–2027.',
      en: 'Efficient Human Resources Programme 2021–2027',
      de: 'Programm Effiziente Humanressourcen 2021–2027',
    },
    kind: 'eu',
    website: 'https://www.esf.hr',
  },
  {
    key: 'interreg-hu-hr',
    name: {
      hr: 'Interreg VI-A Mađarska – Hrvatska 2021.–2027.',
      en: 'Interreg VI-A Hungary–Croatia 2021–2027',
      de: 'Interreg VI-A Ungarn–Kroatien 2021–2027',
    },
    kind: 'eu',
  },
  {
    key: 'hamag-bicro',
    name: {
      hr: 'HAMAG-BICRO – zajmovi i jamstva',
      en: 'HAMAG-BICRO – loans and guarantees',
      de: 'HAMAG-BICRO – Darlehen und Bürgschaften',
    },
    kind: 'national',
    managingBody: {
      hr: 'Hrvatska agencija za malo gospodarstvo, inovacije i investicije',
      en: 'Croatian Agency for SMEs, Innovations and Investments',
      de: 'Kroatische Agentur für KMU, Innovationen und Investitionen',
    },
    website: 'https://hamagbicro.hr',
  },
  {
    key: 'hzz',
    name: {
      hr: 'Mjere aktivne politike zapošljavanja (HZZ)',
      en: 'Active employment measures (Croatian Employment Service)',
      de: 'Aktive Beschäftigungsmaßnahmen (Kroatisches Arbeitsamt)',
    },
    kind: 'national',
    managingBody: {
      hr: 'Hrvatski zavod za zapošljavanje',
      en: 'Croatian Employment Service',
      de: 'Kroatisches Arbeitsamt',
    },
    website: 'https://www.hzz.hr',
  },
  {
    key: 'itp',
    name: {
      hr: 'Integrirani teritorijalni program 2021.–2027. (ITP)',
      en: 'Integrated Territorial Programme 2021–2027 (ITP)',
      de: 'Integriertes Territorialprogramm 2021–2027 (ITP)',
    },
    kind: 'eu',
    managingBody: {
      hr: 'Ministarstvo regionalnoga razvoja i fondova Europske unije',
      en: 'Ministry of Regional Development and EU Funds',
      de: 'Ministerium für regionale Entwicklung und EU-Fonds',
    },
    website: 'https://fondovieu.gov.hr',
  },
  {
    key: 'fzoeu',
    name: {
      hr: 'Fond za zaštitu okoliša i energetsku učinkovitost (FZOEU) – javni pozivi',
      en: 'Environmental Protection and Energy Efficiency Fund (EPEEF) – public calls',
      de: 'Fonds für Umweltschutz und Energieeffizienz (FZOEU) – öffentliche Aufrufe',
    },
    kind: 'national',
    managingBody: {
      hr: 'Fond za zaštitu okoliša i energetsku učinkovitost',
      en: 'Environmental Protection and Energy Efficiency Fund',
      de: 'Fonds für Umweltschutz und Energieeffizienz',
    },
    website: 'https://www.fzoeu.hr',
  },
  {
    key: 'mint-konkurentnost-turizma',
    name: {
      hr: 'Konkurentnost turističkog gospodarstva (Ministarstvo turizma i sporta)',
      en: 'Competitiveness of the Tourism Economy (Ministry of Tourism and Sports)',
      de: 'Wettbewerbsfähigkeit der Tourismuswirtschaft (Ministerium für Tourismus und Sport)',
    },
    kind: 'national',
    managingBody: {
      hr: 'Ministarstvo turizma i sporta',
      en: 'Ministry of Tourism and Sports',
      de: 'Ministerium für Tourismus und Sport',
    },
    website: 'https://mint.gov.hr',
  },
  {
    key: 'mingo-nacionalne-potpore',
    name: {
      hr: 'Ministarstvo gospodarstva – nacionalne potpore za obrt i malo gospodarstvo',
      en: 'Ministry of Economy – national grants for crafts and small businesses',
      de: 'Wirtschaftsministerium – nationale Förderung für Handwerk und Kleinunternehmen',
    },
    kind: 'national',
    managingBody: {
      hr: 'Ministarstvo gospodarstva',
      en: 'Ministry of Economy',
      de: 'Wirtschaftsministerium',
    },
    website: 'https://mingo.gov.hr',
  },
  {
    key: 'hbor',
    name: {
      hr: 'HBOR – kreditni programi za poduzetnike',
      en: 'HBOR – loan programmes for businesses',
      de: 'HBOR – Kreditprogramme für Unternehmen',
    },
    kind: 'national',
    managingBody: {
      hr: 'Hrvatska banka za obnovu i razvitak',
      en: 'Croatian Bank for Reconstruction and Development',
      de: 'Kroatische Bank für Wiederaufbau und Entwicklung',
    },
    website: 'https://www.hbor.hr',
  },
  {
    key: 'osjecko-baranjska-zupanija',
    name: {
      hr: 'Osječko-baranjska županija – potpore poduzetnicima',
      en: 'Osijek-Baranja County – grants for entrepreneurs',
      de: 'Gespanschaft Osijek-Baranja – Förderung für Unternehmen',
    },
    kind: 'regional',
    managingBody: {
      hr: 'Osječko-baranjska županija',
      en: 'Osijek-Baranja County',
      de: 'Gespanschaft Osijek-Baranja',
    },
    website: 'https://www.obz.hr',
  },
  {
    key: 'istarska-zupanija',
    name: {
      hr: 'Istarska županija – program potpora poduzetništvu',
      en: 'Istria County – business support programme',
      de: 'Gespanschaft Istrien – Förderprogramm für Unternehmen',
    },
    kind: 'regional',
    managingBody: {
      hr: 'Istarska županija',
      en: 'Istria County',
      de: 'Gespanschaft Istrien',
    },
  },
  {
    key: 'grad-zagreb',
    name: {
      hr: 'Grad Zagreb – potpore za poduzetništvo i obrt',
      en: 'City of Zagreb – grants for entrepreneurship and crafts',
      de: 'Stadt Zagreb – Förderung für Unternehmertum und Handwerk',
    },
    kind: 'local',
    managingBody: {
      hr: 'Grad Zagreb',
      en: 'City of Zagreb',
      de: 'Stadt Zagreb',
    },
    website: 'https://www.zagreb.hr',
  },
  {
    key: 'grad-osijek',
    name: {
      hr: 'Grad Osijek – potpore za razvoj poduzetništva',
      en: 'City of Osijek – grants for business development',
      de: 'Stadt Osijek – Förderung der Unternehmensentwicklung',
    },
    kind: 'local',
    managingBody: {
      hr: 'Grad Osijek',
      en: 'City of Osijek',
      de: 'Stadt Osijek',
    },
    website: 'https://www.osijek.hr',
  },
]
