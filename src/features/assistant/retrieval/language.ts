import { locales, type Locale } from '@/i18n/locales'

import { fold, stem } from './tokenize'

/**
 * Short words that say which language a question is written in: each is common in one of the
 * three and rare or absent in the other two (diacritics folded, as visitors often leave them
 * out). Words shared between the languages ("i", "in", "die" in English, "to") are left out.
 */
const markers: Record<Locale, Set<string>> = {
  hr: new Set(
    `
    je li su da ne sto sta kako koliko koji koja koje kojim kad kada gdje ima imate imam mogu
    moze mozete mozemo trebam treba trebate vas vam nas nam moj moja moje vasa vase vasi
    ili ali ako jer sam ste smo bi bih biste ce cu cete za na od do se si mi vi oni ovo ovaj
    taj kod oko bez nakon prije tko zasto jel jeli nesto nista jos vec sve svi samo isto
    koliko kolko pomoc pomazete radite nudite dobiti dobit mogucnost natjecaj natjecaji
    potpora potpore poduzece firma tvrtka obrt novac novca cijena besplatno usluge
    `
      .trim()
      .split(/\s+/),
  ),
  en: new Set(
    `
    the a an and or is are was were be been do does did you your we our us my it its this
    that these those what which who whom when where why how much many any some there their
    can could would should will shall have has had not no yes for of with from about into
    after before if than then also just only get got help need want there's what's i'm
    money grant grants fee fees cost costs price company business apply application
    `
      .trim()
      .split(/\s+/),
  ),
  de: new Set(
    `
    der die das den dem des ein eine einen einem einer und oder ist sind war sein bin bist
    ich du sie wir ihr es mein meine ihre ihren ihrem unser unsere was wie wer wann wo warum
    welche welcher welches wieviel viel viele gibt kann konnen konnte muss mussen soll
    will nicht kein keine fur mit von zu zum zur bei auf aus nach uber unter auch noch
    schon nur wenn dass ob als man sich mir mich uns euch bitte danke
    geld forderung foerderung zuschuss kosten kostet preis firma unternehmen antrag
    `
      .trim()
      .split(/\s+/),
  ),
}

/** Letters that only one of the three languages writes. */
const letters: Record<Locale, RegExp> = {
  hr: /[čćđšž]/giu,
  en: /(?!)/g,
  de: /[äöüß]/giu,
}

/**
 * What a language's own site vocabulary knows: a term of the site's text in that language
 * (folded and stemmed). Used to tell languages apart by words the markers do not list.
 */
export type Vocabulary = { knows: (term: string) => boolean }

/**
 * The language a question is written in, or null when its words do not tell (a programme
 * name, an activity code, one word the three share). Marker words count 2, a language's own
 * letters 3 each, and a word known to only one language's pages 1.
 */
export function detectLanguage(
  question: string,
  vocabularies: Record<Locale, Vocabulary>,
): Locale | null {
  const score: Record<Locale, number> = { hr: 0, en: 0, de: 0 }
  for (const locale of locales) {
    score[locale] += 3 * (question.match(letters[locale])?.length ?? 0)
  }
  const words = fold(question)
    .split(/[^a-z0-9']+/)
    .filter((word) => /[a-z]/.test(word))
  for (const word of words) {
    const marked = locales.filter((locale) => markers[locale].has(word))
    for (const locale of marked) score[locale] += 2 / marked.length
    if (marked.length > 0 || word.length < 4) continue
    const term = stem(word)
    const known = locales.filter((locale) => vocabularies[locale].knows(term))
    if (known.length === 1) score[known[0]!] += 1
  }
  const ranked = [...locales].sort((a, b) => score[b] - score[a])
  const [best, second] = ranked as [Locale, Locale]
  return score[best] >= 1 && score[best] > score[second] ? best : null
}
