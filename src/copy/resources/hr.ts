import type { ResourcesCopy } from './types'

export const resources: ResourcesCopy = {
  metaTitle: 'Materijali za preuzimanje',
  metaDescription:
    'Besplatni vodiči i predlošci za pripremu projekata za EU fondove: vodič kroz EU fondove ' +
    '2026., predložak poslovnog plana i financijski model u Excelu.',
  title: 'Materijali za preuzimanje',
  intro:
    'Praktični vodiči i predlošci koje koristimo u radu s klijentima. Materijale upravo ' +
    'dovršavamo i uskoro će biti dostupni za besplatno preuzimanje.',
  formats: { pdf: 'PDF', excel: 'Excel' },
  formatLabel: 'Format:',
  download: 'Preuzmi',
  comingSoon: 'Uskoro dostupno',
  unavailable: 'Preuzimanje još nije moguće jer materijal pripremamo.',
  items: [
    {
      title: 'Vodič kroz EU fondove 2026.',
      description:
        'Pregled programa i natječaja koji se očekuju u 2026., uvjeti prihvatljivosti za mala i ' +
        'srednja poduzeća i kalendar pripreme prijave.',
      format: 'pdf',
    },
    {
      title: 'Predložak poslovnog plana',
      description:
        'Struktura poslovnog plana prema najčešćim natječajnim obrascima, s uputama za svako ' +
        'poglavlje i primjerima dobro napisanih odgovora.',
      format: 'pdf',
    },
    {
      title: 'Financijski model (Excel)',
      description:
        'Tablica za projekcije prihoda, troškova i novčanog toka projekta, s izračunom ' +
        'intenziteta potpore i pokazatelja isplativosti.',
      format: 'excel',
    },
  ],
  cta: {
    title: 'Trebate odgovor odmah?',
    text:
      'Dok materijali ne budu dostupni, rado ćemo vam odgovoriti na pitanja o pripremi ' +
      'projekta na besplatnim konzultacijama.',
    button: 'Kontaktirajte nas',
  },
}
