export { getArticle, getArticles } from './getArticles'
