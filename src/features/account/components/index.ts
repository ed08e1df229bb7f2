export { accountPage } from './accountPage'
