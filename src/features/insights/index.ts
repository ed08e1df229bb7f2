export { feedPath } from './feed'
