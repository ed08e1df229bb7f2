import { fold } from '@/lib/fold'

/** Words too common to tell passages apart, per language (diacritics already folded). */
const stopwords = new Set(
  `
  i u na za se je su da od do s sa o po a ali ili kao sto sta koji koja koje kako kada gdje li
  koliko koliki kolika koliku kolike kolko
  ne ni to taj ta te ti mi vi oni one ono biti bi bih ce cu ste smo sam si vas vam nas nam me
  moj moja moje vasa vase vaš imam imate ima mogu moze mozete trebam treba
  the a an and or of to in on for with by is are be can i you we it my your our this that what
  how do does which who when where there their from at as about any much many
  der die das und oder zu im in am an fur mit von ist sind sein ich sie wir es mein ihr unser
  ein eine einen einem dem den des was wie wo wer gibt kann konnen auf bei uber
  ihre ihren ihrem ihrer beim vom zum zur nach noch auch nur schon sehr wenn dass ob als wird
  werden hat haben habe bin bist uns unser unsere unseren mir mich dir sich man gerade
  uberhaupt muss mussen soll sollte will wir ist
  will ll ve re have has had did get got me us am was were been should would could need
  jos vec bih biste bismo sve svi ovo ovaj ova
  `
    .trim()
    .split(/\s+/),
)

export { fold }

/** Inflection endings of Croatian, English and German, longest first. */
const suffixes = `
  ovima evima keiten heiten ations anjem enjem ovati ivati avati ungen
  anja enja anje enje keit heit ation ings jeti skog skih
  ama ima ovi eva ova oga ega emu omu ije ija iju ate ite ete amo imo emo aju uju ala ali alo
  ila ili ilo ati iti ski ska sko ske ing ies ied ung ern
  om em og ih im oj ju ed ly es en er et st
  e a i u o s y
`
  .trim()
  .split(/\s+/)
  .sort((a, b) => b.length - a.length)

/**
 * A crude stem: the word without its longest common inflection ending of Croatian, English or
 * German that leaves four letters or more (three for a one-letter ending: "fees", "roka"), so "natječaji", "natječaja" and "natječaj" become
 * one term, as do "zapošljavate", "zapošljavamo" and "zapošljavanje".
 */
export function stem(word: string): string {
  for (const suffix of suffixes) {
    const shortest = suffix.length === 1 ? 3 : 4
    if (word.length - suffix.length >= shortest && word.endsWith(suffix)) {
      return word.slice(0, -suffix.length)
    }
  }
  return word
}

/** Activity codes (NKD, e.g. 62.01) in a text. */
export function activityCodes(text: string): string[] {
  return [...new Set(text.match(/\b\d{2}\.\d{2}\b/g) ?? [])]
}

/** The searchable terms of a text: folded, stemmed words of 2+ characters, and NKD codes. */
export function terms(text: string): string[] {
  return [...tokens(text).map((token) => token.term), ...activityCodes(text)]
}

/**
 * Each word of a text as written (lower case) with its searchable term; stopwords left out. A
 * hyphenated word also counts written together ("co-financing" as "cofinancing"), as visitors
 * often leave the hyphen out.
 */
export function tokens(text: string): { word: string; term: string }[] {
  const lower = text.toLowerCase()
  const joined = (lower.match(/\p{L}+(?:-\p{L}+)+/gu) ?? []).map((word) => word.replace(/-/g, ''))
  return [...lower.split(/[^\p{L}\p{N}]+/u), ...joined]
    .map((word) => ({ word, folded: fold(word) }))
    .filter(({ folded }) => /^[a-z0-9]{2,}$/.test(folded) && !stopwords.has(folded))
    .map(({ word, folded }) => ({ word, term: stem(folded) }))
}
