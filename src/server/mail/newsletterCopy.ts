import type { Locale } from '@/i18n/locales'

type Copy = {
  confirmSubject: string
  confirmIntro: (name: string) => string
  confirmAction: string
  confirmIgnore: string
  alreadySubject: string
  alreadyIntro: (name: string) => string
  unsubscribe: string
  signature: string
}

/** Newsletter mails in the subscriber's language. */
export const newsletterCopy: Record<Locale, Copy> = {
  hr: {
    confirmSubject: 'Potvrdite prijavu na Fondium newsletter',
    confirmIntro: (name) =>
      `Poštovani/a ${name},\n\nhvala na prijavi na naš newsletter o otvorenim natječajima i EU fondovima. Prijavu potvrdite klikom na poveznicu:`,
    confirmAction: 'Potvrđujem prijavu',
    confirmIgnore: 'Ako se niste vi prijavili, zanemarite ovu poruku i nećete primati newsletter.',
    alreadySubject: 'Već ste prijavljeni na Fondium newsletter',
    alreadyIntro: (name) =>
      `Poštovani/a ${name},\n\nnetko je ponovno prijavio ovu adresu na naš newsletter. Već ste prijavljeni, pa ne trebate ništa poduzeti.`,
    unsubscribe: 'Odjava od newslettera jednim klikom:',
    signature: 'Tim Fondium',
  },
  en: {
    confirmSubject: 'Confirm your subscription to the Fondium newsletter',
    confirmIntro: (name) =>
      `Dear ${name},\n\nthank you for subscribing to our newsletter on open funding calls and EU funds. Please confirm your subscription with this link:`,
    confirmAction: 'Confirm my subscription',
    confirmIgnore: 'If you did not subscribe, ignore this message and you will receive nothing.',
    alreadySubject: 'You are already subscribed to the Fondium newsletter',
    alreadyIntro: (name) =>
      `Dear ${name},\n\nsomeone subscribed this address to our newsletter again. You are already subscribed, so there is nothing to do.`,
    unsubscribe: 'Unsubscribe with one click:',
    signature: 'The Fondium team',
  },
  de: {
    confirmSubject: 'Bestätigen Sie Ihr Abonnement des Fondium-Newsletters',
    confirmIntro: (name) =>
      `Guten Tag ${name},\n\nvielen Dank für Ihre Anmeldung zu unserem Newsletter über offene Ausschreibungen und EU-Fördermittel. Bitte bestätigen Sie Ihre Anmeldung über diesen Link:`,
    confirmAction: 'Anmeldung bestätigen',
    confirmIgnore:
      'Falls Sie sich nicht angemeldet haben, ignorieren Sie diese Nachricht; Sie erhalten dann nichts.',
    alreadySubject: 'Sie haben den Fondium-Newsletter bereits abonniert',
    alreadyIntro: (name) =>
      `Guten Tag ${name},\n\njemand hat diese Adresse erneut für unseren Newsletter angemeldet. Sie sind bereits angemeldet und müssen nichts tun.`,
    unsubscribe: 'Mit einem Klick abmelden:',
    signature: 'Ihr Fondium-Team',
  },
}
