// npm run bench:retrieval: the assistant's retrieval over the demo content, scored on the
// question set in ./questions.ts (top-1 and top-3 hit rate per language, and every miss).
import { evaluateRetrieval } from './evaluate'

const percent = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)} %`
const scores = evaluateRetrieval()

console.log('\nAssistant retrieval: is a page that answers the question among the 3 quoted?\n')
console.log('| language | questions | top-1 | top-3 |')
console.log('| -------- | --------: | ----: | ----: |')
for (const score of scores) {
  console.log(
    `| ${score.locale} | ${score.questions} | ${percent(score.top1, score.questions)} | ${percent(score.top3, score.questions)} |`,
  )
}
const questions = scores.reduce((sum, score) => sum + score.questions, 0)
const top1 = scores.reduce((sum, score) => sum + score.top1, 0)
const top3 = scores.reduce((sum, score) => sum + score.top3, 0)
console.log(`| all | ${questions} | ${percent(top1, questions)} | ${percent(top3, questions)} |`)

const misses = scores.flatMap((score) => score.misses)
if (misses.length) {
  console.log('\nMisses (expected → quoted):')
  for (const miss of misses) {
    console.log(
      `- [${miss.locale}] ${miss.question}\n    ${miss.pages.join(' or ')} → ${miss.found.join(', ') || 'nothing'}`,
    )
  }
}
