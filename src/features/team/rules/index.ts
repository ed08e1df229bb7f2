export { initials } from './initials'
