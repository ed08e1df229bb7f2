import { chunked, lexicalParagraphs, readableDocs, type FeatureKnowledge } from '@/core/knowledge'

/** Each article: its excerpt, then its body in pieces. */
export const knowledge: FeatureKnowledge = async (payload, locale) => {
  const articles = await readableDocs(payload, 'articles', locale, { limit: 500 })
  return {
    passages: articles.docs.flatMap((article) => {
      const url = `/insights/${article.id}`
      return [
        { id: `article:${url}`, title: article.title, text: article.excerpt, url },
        ...chunked(`article:${url}:body`, article.title, url, lexicalParagraphs(article.content)),
      ]
    }),
  }
}
