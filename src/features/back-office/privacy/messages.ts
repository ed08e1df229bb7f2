import type { Refusal } from '@/core/personalData'

export type Language = 'hr' | 'en' | 'de'

/** The endpoints' answers, in the admin's language. */
export const privacyMessages = {
  signedOut: {
    hr: 'Prijavite se kao administrator.',
    en: 'Sign in as an administrator.',
    de: 'Melden Sie sich als Administrator an.',
  },
  forbidden: {
    hr: 'Zahtjeve za osobne podatke obrađuju samo administratori.',
    en: 'Only administrators handle personal data requests.',
    de: 'Anfragen zu personenbezogenen Daten bearbeiten nur Administratoren.',
  },
  tooMany: {
    hr: 'Previše zahtjeva. Pokušajte ponovno za {seconds} s.',
    en: 'Too many requests. Try again in {seconds} s.',
    de: 'Zu viele Anfragen. Versuchen Sie es in {seconds} s erneut.',
  },
  emailMissing: {
    hr: 'Upišite e-mail adresu osobe.',
    en: 'Enter the person’s e-mail address.',
    de: 'Geben Sie die E-Mail-Adresse der Person ein.',
  },
  emailInvalid: {
    hr: 'Upišite jednu valjanu e-mail adresu, npr. ana@tvrtka.hr.',
    en: 'Enter one valid e-mail address, e.g. ana@company.com.',
    de: 'Geben Sie eine gültige E-Mail-Adresse ein, z. B. ana@firma.de.',
  },
  confirmMissing: {
    hr: 'Brisanje se mora potvrditi (confirm: true). Ništa nije obrisano.',
    en: 'The erasure must be confirmed (confirm: true). Nothing was erased.',
    de: 'Die Löschung muss bestätigt werden (confirm: true). Nichts wurde gelöscht.',
  },
  failed: {
    hr: 'Zahtjev nije dovršen zbog pogreške poslužitelja. Pokušajte ponovno; ono što je već obrisano ostaje obrisano.',
    en: 'The request was not completed because of a server error. Try again; what was already erased stays erased.',
    de: 'Die Anfrage wurde wegen eines Serverfehlers nicht abgeschlossen. Versuchen Sie es erneut; bereits Gelöschtes bleibt gelöscht.',
  },
} satisfies Record<string, Record<Language, string>>

const roleNames: Record<string, Record<Language, string>> = {
  admin: { hr: 'administrator', en: 'administrator', de: 'Administrator' },
  editor: { hr: 'urednik', en: 'editor', de: 'Redakteur' },
  adviser: { hr: 'savjetnik', en: 'adviser', de: 'Berater' },
}

/** Why the erasure was refused, and what to do instead. */
export function refusalMessage(refusal: Refusal, language: Language): string {
  if (refusal.kind === 'adviser') {
    return {
      hr: 'Ova adresa pripada savjetniku tvrtke. Podaci djelatnika ne brišu se ovdje: savjetnika uredite ili uklonite u zbirci Savjetnici. Ništa nije obrisano.',
      en: 'This address belongs to one of the firm’s advisers. Staff data is not erased here: edit or remove the adviser under Advisers. Nothing was erased.',
      de: 'Diese Adresse gehört einem Berater der Firma. Mitarbeiterdaten werden hier nicht gelöscht: Bearbeiten oder entfernen Sie den Berater unter Berater. Nichts wurde gelöscht.',
    }[language]
  }
  const role = roleNames[refusal.role]?.[language] ?? refusal.role
  return {
    hr: `Ova adresa pripada računu djelatnika (uloga: ${role}). Račun djelatnika ne briše se ovdje: u zbirci Korisnici promijenite mu ulogu ili ga uklonite. Ništa nije obrisano.`,
    en: `This address belongs to a staff account (role: ${role}). A staff account is not erased here: change its role or remove it under Users. Nothing was erased.`,
    de: `Diese Adresse gehört zu einem Mitarbeiterkonto (Rolle: ${role}). Ein Mitarbeiterkonto wird hier nicht gelöscht: Ändern Sie die Rolle oder entfernen Sie es unter Benutzer. Nichts wurde gelöscht.`,
  }[language]
}
