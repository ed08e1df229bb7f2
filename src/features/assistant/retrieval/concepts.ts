import { fold } from './tokenize'

/**
 * What visitors ask most about the firm itself, and things a project is about that visitors
 * and pages name differently, with the words for them in Croatian, English and German
 * (folded: no diacritics, lower case).
 *
 * A word belongs to a concept when it starts with one of the concept's stems, so every
 * inflection counts ("koštate", "košta", "koštaju"; "charges", "charging"; "kostet"). A stem
 * ending in "$" is the whole word ("wo", "where"), as it would start too many others; a stem
 * of two words ("call you") is matched against two neighbouring words. A German compound
 * counts where it contains one of `compounds` ("Erfolgshonorar", "Beratungsgespräch").
 *
 * `names` are the words a page uses when it is about the concept: they mark passages and
 * questions alike. A frame's names (a question word: "who", "how long") mark a passage only in
 * its title, as an FAQ's question, where they say what the passage answers. `asks` only say what a question is after ("how much does it cost" asks
 * about the fee, but "costs" on a page are mostly a project's eligible costs), so they mark
 * questions only.
 */
type Concept = {
  tag: string
  names: string
  asks?: string
  compounds?: string
  /** A question's frame ("who…", "how long…"): it names a passage only in its title. */
  frame?: true
  /**
   * Words after which its words name something else ("e-mail address" is no place): a word
   * right after one of these does not count.
   */
  notAfter?: string
}

const concepts: Concept[] = [
  { tag: 'who', names: 'tko$ who$ wer$', asks: 'ko$', frame: true },
  {
    tag: 'duration',
    names: 'traje long$ lange$ dauert',
    asks: 'kad$ kada$ dugo$ trajat when$ take$ takes$ wann$ dauern',
    frame: true,
  },
  {
    tag: 'fee',
    names: `
      cijen cjen naknad honorar naplac naplat tarif provizij
      fee$ fees$ price pricing charge tariff
      preis gebuhr gebuehr`,
    asks: `
      kost platit placa placam placat placen skupo jeftin
      cost pay paid expensive cheap afford quote rates$
      bezahl teuer billig rechnen abrechn verrechn`,
    compounds: 'honorar gebuhr preis',
  },
  {
    tag: 'guarantee',
    names: `
      jamc zajamc garant guarant
      uspjesnost erfolgsquote`,
    asks: `
      uspjeh uspjes sigurn sans obec
      success succeed chance odds promise sure$
      erfolg sicher chanc versprech zusich`,
  },
  {
    tag: 'meeting',
    names: `
      konzultac konsultac termin consultation appointment
      telefon phone erreichbar`,
    asks: `
      dogovor zakaz rezerv naruc sastan sastat razgovor nazvat nazov
      book schedule meet reserve slot appoint call+you call+us
      buchen buchung vereinbar treff gesprach gespraech reservier anruf`,
    compounds: 'gesprach gespraech termin telefon',
  },
  {
    tag: 'job',
    names: 'karijer career karriere vacanc pozicij position opening',
    asks: `
      zaposljavat zaposlit posao praks
      job hiring hire recruit intern employ
      stellenangebot einstell praktik`,
    compounds: 'stellenangebot',
  },
  {
    // Where the firm is: the home page's about and contact passages carry the tag
    // (src/features/pages/knowledge.ts). An e-mail address is not where it is.
    tag: 'place',
    names: 'adres address adresse standort',
    notAfter: 'e mail email',
    asks: `
      gdje$ smjest nalazite ured$ uredu$
      where$ located location office$ offices$ based$
      wo$ sitz$ sitzt sitzen befind buro$ buero$`,
  },
  {
    // The share of a project the company pays itself.
    tag: 'own-share',
    names: `
      vlastit ucesc
      own+contribution myself$ yourself$
      eigenanteil eigenmittel selbst$`,
    asks: `
      sufinanc sami$
      cofinanc co-financ ourselves$ own$
      kofinanz mitfinanz`,
    compounds: 'eigenanteil',
  },
  {
    // Asking for the firm's help: its service pages carry the tag
    // (src/features/pages/knowledge.ts).
    tag: 'help',
    names: '',
    asks: `
      pomoc pomog pomaz pomozete
      help assist support
      hilf unterstutz unterstuetz`,
  },
  {
    tag: 'experience',
    names: 'iskust experience erfahrung founded osnoval gegrundet',
    asks: `
      bavite postojite otkad osnovan
      experienced found established exist since$
      seit$ grund erfahr`,
  },
  {
    // Calls open now: call passages carry the tag (the assistant reads open calls only).
    tag: 'open',
    names: '',
    asks: `
      trenutn sada$ sad$ aktualn otvoren
      now$ currently current open$
      aktuell derzeit gerade offen jetzt`,
  },
  {
    tag: 'solar',
    names: 'solar fotonapon photovolt fotovolt suncan pv$',
    compounds: 'solar photovolt',
  },
  { tag: 'used', names: 'rabljen polovn secondhand used$ gebraucht' },
  {
    tag: 'lodging',
    names: `
      smjestaj apartman hotel pansion
      guesthouse guest accommodation
      pension unterkunft ferienwohn gastehaus gaestehaus`,
    compounds: 'hotel pension unterkunft',
  },
  { tag: 'wine', names: 'vin$ vina$ vino vinsk vinar vinogra wine winery wein', compounds: 'wein' },
]

const list = (stems = '') => stems.trim().split(/\s+/).filter(Boolean)

/** Each concept with its stems read. */
const read = concepts.map((concept) => ({
  tag: `#${concept.tag}`,
  frame: concept.frame ?? false,
  names: list(concept.names).map((stem) => stem.replace('+', ' ')),
  asks: list(concept.asks).map((stem) => stem.replace('+', ' ')),
  compounds: list(concept.compounds),
  notAfter: new Set(list(concept.notAfter)),
}))

/** The tags of frames, which count less than other concepts (see ./index). */
export const frameTags = new Set(
  read.filter((concept) => concept.frame).map((concept) => concept.tag),
)

/** A word (or two) starts with the stem, or is the stem when it ends in "$". */
const fits = (item: string, stem: string) =>
  stem.endsWith('$') ? item === stem.slice(0, -1) : item.startsWith(stem)

/**
 * The concept tags ("#fee", "#guarantee", "#meeting", …) of a text: of a passage's title or
 * text by the words that name a concept (frames in titles only), of a question also by the
 * words that ask for it; one tag per word. Tags never collide with a word's term, which is
 * letters and digits only.
 */
export function conceptTags(text: string, kind: 'question' | 'title' | 'text'): string[] {
  const asking = kind === 'question'
  const words = fold(text)
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
  const tags: string[] = []
  words.forEach((item, at) => {
    const pair = at + 1 < words.length ? `${item} ${words[at + 1]}` : item
    for (const concept of read) {
      if (concept.frame && kind === 'text') continue
      if (at > 0 && concept.notAfter.has(words[at - 1]!)) continue
      const stems = asking ? [...concept.names, ...concept.asks] : concept.names
      const named =
        stems.some((stem) => fits(stem.includes(' ') ? pair : item, stem)) ||
        concept.compounds.some((part) => item.length > part.length + 3 && item.includes(part))
      if (named) tags.push(concept.tag)
    }
  })
  return tags
}
