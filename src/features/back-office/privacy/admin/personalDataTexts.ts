export type Language = 'hr' | 'en' | 'de'

export type Entry = {
  collection: string
  label: string
  count: number
  erasure: string
  effect: string
}
export type Summary = {
  email: string
  total: number
  collections: Entry[]
  refusal?: string | null
}

/** The words of the personal data requests in /admin, in each language. */
export const texts = {
  hr: {
    title: 'Osobni podaci jedne osobe',
    intro:
      'Upišite e-mail adresu osobe: pronaći ćete sve što se o njoj čuva, izvesti to kao datoteku za nju ili to obrisati. Svaka radnja bilježi se u popisu ispod (tko i kada), bez same adrese.',
    email: 'E-mail adresa osobe',
    find: 'Pronađi',
    finding: 'Tražim…',
    found: 'Za {email} pronađeno zapisa: {total}.',
    nothing: 'Za {email} ne čuva se ništa.',
    collection: 'Zbirka',
    count: 'Zapisa',
    erasure: 'Pri brisanju',
    download: 'Preuzmi izvoz',
    downloading: 'Pripremam izvoz…',
    downloaded: 'Izvoz je preuzet: {file}.',
    erase: 'Obriši…',
    confirmTitle: 'Obrisati sve o adresi {email}?',
    confirmIntro: 'Dogodit će se sljedeće:',
    confirmNote:
      'Ovo se ne može poništiti. Brisanje se bilježi (tko i kada), a adresa se ne zapisuje.',
    confirm: 'Da, obriši',
    erasing: 'Brišem…',
    cancel: 'Odustani',
    erased: 'Obrisano ili anonimizirano zapisa: {total}. O adresi {email} više se ništa ne čuva.',
    network: 'Veza s poslužiteljem nije uspjela. Pokušajte ponovno.',
  },
  en: {
    title: 'One person’s data',
    intro:
      'Enter the person’s e-mail address to find everything held about them, export it as a file for them, or erase it. Each action is recorded in the list below (who and when), without the address itself.',
    email: 'The person’s e-mail address',
    find: 'Find',
    finding: 'Searching…',
    found: 'Records found for {email}: {total}.',
    nothing: 'Nothing is held about {email}.',
    collection: 'Collection',
    count: 'Records',
    erasure: 'On erasure',
    download: 'Download export',
    downloading: 'Preparing the export…',
    downloaded: 'Export downloaded: {file}.',
    erase: 'Erase…',
    confirmTitle: 'Erase everything about {email}?',
    confirmIntro: 'This will happen:',
    confirmNote:
      'This cannot be undone. The erasure is recorded (who and when); the address is not.',
    confirm: 'Yes, erase',
    erasing: 'Erasing…',
    cancel: 'Cancel',
    erased: 'Records erased or anonymised: {total}. Nothing is held about {email} any more.',
    network: 'The server could not be reached. Please try again.',
  },
  de: {
    title: 'Daten einer Person',
    intro:
      'Geben Sie die E-Mail-Adresse der Person ein, um alles zu finden, was über sie gespeichert ist, es als Datei für sie zu exportieren oder zu löschen. Jede Aktion wird in der Liste unten protokolliert (wer und wann), ohne die Adresse selbst.',
    email: 'E-Mail-Adresse der Person',
    find: 'Suchen',
    finding: 'Suche läuft…',
    found: 'Gefundene Einträge für {email}: {total}.',
    nothing: 'Zu {email} ist nichts gespeichert.',
    collection: 'Sammlung',
    count: 'Einträge',
    erasure: 'Bei Löschung',
    download: 'Export herunterladen',
    downloading: 'Export wird vorbereitet…',
    downloaded: 'Export heruntergeladen: {file}.',
    erase: 'Löschen…',
    confirmTitle: 'Alles zu {email} löschen?',
    confirmIntro: 'Folgendes geschieht:',
    confirmNote:
      'Dies kann nicht rückgängig gemacht werden. Die Löschung wird protokolliert (wer und wann), die Adresse nicht.',
    confirm: 'Ja, löschen',
    erasing: 'Wird gelöscht…',
    cancel: 'Abbrechen',
    erased:
      'Gelöschte oder anonymisierte Einträge: {total}. Zu {email} ist nichts mehr gespeichert.',
    network: 'Der Server war nicht erreichbar. Bitte versuchen Sie es erneut.',
  },
} satisfies Record<Language, Record<string, unknown>>

/** The text with each `{name}` replaced by that value (kept when there is none). */
export const fill = (text: string, values: { [key: string]: unknown }) =>
  text.replace(/\{(\w+)\}/g, (whole, key: string) => String(values[key] ?? whole))

/** The words of the screen in one language. */
export type Texts = (typeof texts)[Language]
