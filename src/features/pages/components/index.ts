export { PageView } from './PageView'
