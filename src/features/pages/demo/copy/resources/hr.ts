import type { ResourcesCopy } from './types'

export const resources: ResourcesCopy = {
  metaTitle: 'Materijali za preuzimanje',
  metaDescription:
    'Besplatni vodiči i predlošci za pripremu projekata za EU fondove: vodič kroz EU fondove ' +
    '2026., predložak poslovnog plana i financijski model u Excelu.',
  title: 'Materijali za preuzimanje',
  intro:
    'Praktični vodiči i predlošci koje koristimo u radu s klijentima, besplatni za ' +
    'preuzimanje. Neke materijale šaljemo uz vašu e-mail adresu, da vam se možemo javiti ako ' +
    'imate pitanja.',
  cta: {
    title: 'Trebate odgovor odmah?',
    text:
      'Materijali su dobar početak, ali svaki projekt je drugačiji. Na besplatnim ' +
      'konzultacijama odgovaramo na pitanja o pripremi vašeg projekta.',
    button: 'Kontaktirajte nas',
  },
}
