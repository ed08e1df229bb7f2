import { log } from '@/server/log'

/** A whole Markdown link at the start of a text: [text](target). */
const wholeLink = /^\[([^\]\n]*)\]\(([^)\s]*)\)/
/** The start of a text that may still become a link as more of it arrives. */
const openLink = /^\[[^\]\n]*(?:\](?:\([^)\s]*)?)?$/
/** Longest text held back while waiting for a link to close. */
const holdLimit = 600

/** A link target's page: the path without #section, ?query or trailing slash. */
const page = (target: string) => target.split(/[#?]/)[0]!.replace(/(.)\/$/, '$1') || '/'

/**
 * Reads a model's reply as it streams and lets through only links to the pages it was given
 * (site paths, in the answer's language); any other link (an invented page, another site)
 * keeps its text and loses its target. Text that may still become a link is held back until
 * the link closes or cannot be one.
 */
export class CitationCheck {
  private readonly allowed: Set<string>
  private pending = ''
  /** Links taken out so far. */
  dropped: string[] = []

  constructor(given: string[]) {
    this.allowed = new Set(given.map(page))
  }

  private rewrite(text: string, target: string): string {
    if (target.startsWith('/') && !target.startsWith('//') && this.allowed.has(page(target))) {
      return `[${text}](${target})`
    }
    this.dropped.push(target)
    return text
  }

  /** What can be passed on after this piece; the rest waits for the next piece or `end`. */
  push(piece: string, final = false): string {
    this.pending += piece
    let out = ''
    for (;;) {
      const open = this.pending.indexOf('[')
      if (open < 0) {
        out += this.pending
        this.pending = ''
        return out
      }
      out += this.pending.slice(0, open)
      this.pending = this.pending.slice(open)
      const link = wholeLink.exec(this.pending)
      if (link) {
        out += this.rewrite(link[1]!, link[2]!)
        this.pending = this.pending.slice(link[0].length)
        continue
      }
      if (!final && openLink.test(this.pending) && this.pending.length < holdLimit) return out
      out += '['
      this.pending = this.pending.slice(1)
    }
  }

  /** Whatever was held back, checked as it stands. */
  end(): string {
    return this.push('', true)
  }
}

function report(check: CitationCheck) {
  if (check.dropped.length) {
    log('warn', 'assistant model linked pages it was not given; links removed', {
      targets: check.dropped.slice(0, 5),
    })
  }
}

/** A whole reply with only links to the given pages (see CitationCheck). */
export function keepGivenLinks(reply: string, given: string[]): string {
  const check = new CitationCheck(given)
  const text = check.push(reply, true)
  report(check)
  return text
}

/** A streaming reply with only links to the given pages (see CitationCheck). */
export async function* linkChecker(
  pieces: AsyncIterable<string>,
  given: string[],
): AsyncGenerator<string> {
  const check = new CitationCheck(given)
  try {
    for await (const piece of pieces) {
      const passed = check.push(piece)
      if (passed) yield passed
    }
    const rest = check.end()
    if (rest) yield rest
  } finally {
    report(check)
  }
}
