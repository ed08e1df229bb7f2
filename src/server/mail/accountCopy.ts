import type { Locale } from '@/i18n/locales'

type Copy = {
  greeting: (name: string) => string
  confirmSubject: string
  confirmText: string
  confirmAction: string
  alreadySubject: string
  alreadyText: string
  alreadyAction: string
  resetSubject: string
  resetText: string
  resetAction: string
  changeSubject: string
  changeText: string
  changeAction: string
  ignore: string
  signature: string
}

/** Account mails in the visitor's language. */
export const accountCopy: Record<Locale, Copy> = {
  hr: {
    greeting: (name) => `Poštovani/a ${name},`,
    confirmSubject: 'Potvrdite e-mail adresu za Fondium račun',
    confirmText: 'hvala na registraciji. Račun aktivirate potvrdom e-mail adrese na poveznici:',
    confirmAction: 'Potvrđujem e-mail adresu',
    alreadySubject: 'Pokušaj registracije s vašom e-mail adresom',
    alreadyText:
      'netko je pokušao izraditi Fondium račun s ovom e-mail adresom, no ona je već registrirana. Ako ste to bili vi, prijavite se ili postavite novu lozinku:',
    alreadyAction: 'Zaboravljena lozinka',
    resetSubject: 'Postavite novu lozinku za Fondium račun',
    resetText: 'zatražena je nova lozinka za vaš račun. Poveznica vrijedi jedan sat:',
    resetAction: 'Postavi novu lozinku',
    changeSubject: 'Potvrdite novu e-mail adresu za Fondium račun',
    changeText:
      'zatražena je promjena e-mail adrese vašeg računa na ovu adresu. Promjena vrijedi tek kad je potvrdite na poveznici, koja vrijedi 24 sata:',
    changeAction: 'Potvrđujem novu adresu',
    ignore: 'Ako niste vi, zanemarite ovu poruku; vaš račun ostaje kakav jest.',
    signature: 'Tim Fondium',
  },
  en: {
    greeting: (name) => `Dear ${name},`,
    confirmSubject: 'Confirm the e-mail address of your Fondium account',
    confirmText: 'thank you for signing up. Activate your account by confirming your address:',
    confirmAction: 'Confirm my e-mail address',
    alreadySubject: 'Sign-up attempt with your e-mail address',
    alreadyText:
      'someone tried to create a Fondium account with this address, but it is already registered. If it was you, sign in or set a new password:',
    alreadyAction: 'Forgot password',
    resetSubject: 'Set a new password for your Fondium account',
    resetText: 'a new password was requested for your account. The link is valid for one hour:',
    resetAction: 'Set a new password',
    changeSubject: 'Confirm the new e-mail address of your Fondium account',
    changeText:
      'a change of your account’s e-mail address to this address was requested. It takes effect only once you confirm it with this link, valid for 24 hours:',
    changeAction: 'Confirm my new address',
    ignore: 'If this was not you, ignore this message; your account stays as it is.',
    signature: 'The Fondium team',
  },
  de: {
    greeting: (name) => `Guten Tag ${name},`,
    confirmSubject: 'Bestätigen Sie die E-Mail-Adresse Ihres Fondium-Kontos',
    confirmText:
      'vielen Dank für Ihre Registrierung. Aktivieren Sie Ihr Konto, indem Sie Ihre Adresse bestätigen:',
    confirmAction: 'E-Mail-Adresse bestätigen',
    alreadySubject: 'Registrierungsversuch mit Ihrer E-Mail-Adresse',
    alreadyText:
      'jemand hat versucht, mit dieser Adresse ein Fondium-Konto anzulegen, sie ist jedoch bereits registriert. Wenn Sie das waren, melden Sie sich an oder legen Sie ein neues Passwort fest:',
    alreadyAction: 'Passwort vergessen',
    resetSubject: 'Neues Passwort für Ihr Fondium-Konto festlegen',
    resetText:
      'für Ihr Konto wurde ein neues Passwort angefordert. Der Link ist eine Stunde gültig:',
    resetAction: 'Neues Passwort festlegen',
    changeSubject: 'Bestätigen Sie die neue E-Mail-Adresse Ihres Fondium-Kontos',
    changeText:
      'für Ihr Konto wurde eine Änderung der E-Mail-Adresse auf diese Adresse angefordert. Sie wird erst wirksam, wenn Sie sie über diesen Link bestätigen, der 24 Stunden gültig ist:',
    changeAction: 'Neue Adresse bestätigen',
    ignore:
      'Falls Sie das nicht waren, ignorieren Sie diese Nachricht; Ihr Konto bleibt unverändert.',
    signature: 'Ihr Fondium-Team',
  },
}
