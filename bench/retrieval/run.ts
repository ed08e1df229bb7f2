// npm run bench:retrieval: the assistant's retrieval over the demo content, scored on two
// question sets: the one it was tuned on (./questions.ts) and visitors' questions held out from
// tuning (./visitorQuestions.ts). Prints language recognition, top-1 and top-3 hit rates per
// language the questions are written in, and every miss.
import { evaluateRetrieval, questionSets } from './evaluate'

const percent = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)} %`

console.log('\nAssistant retrieval: is a page that answers the question among the 3 quoted?')
for (const set of questionSets) {
  const scores = await evaluateRetrieval(set.questions)
  console.log(`\nSet "${set.name}"\n`)
  console.log('| asked in | questions | language | top-1 | top-3 |')
  console.log('| -------- | --------: | -------: | ----: | ----: |')
  for (const score of scores) {
    console.log(
      `| ${score.locale} | ${score.questions} | ${percent(score.language, score.questions)} | ${percent(score.top1, score.questions)} | ${percent(score.top3, score.questions)} |`,
    )
  }
  const sum = (pick: (score: (typeof scores)[number]) => number) =>
    scores.reduce((total, score) => total + pick(score), 0)
  const questions = sum((score) => score.questions)
  console.log(
    `| all | ${questions} | ${percent(
      sum((s) => s.language),
      questions,
    )} | ${percent(
      sum((s) => s.top1),
      questions,
    )} | ${percent(
      sum((s) => s.top3),
      questions,
    )} |`,
  )
  const misses = scores.flatMap((score) => score.misses)
  if (misses.length) {
    console.log('\nMisses (expected → quoted):')
    for (const miss of misses) {
      const language = miss.language === miss.asked ? '' : ` (read as ${miss.language})`
      console.log(
        `- [${miss.asked} on ${miss.page}] ${miss.question}${language}\n    ${miss.pages.join(' or ')} → ${miss.found.join(', ') || 'nothing'}`,
      )
    }
  }
  const unknown = scores.flatMap((score) => score.unknownPages)
  if (unknown.length) console.log(`\nExpected pages the site does not have: ${unknown.join(', ')}`)
}
