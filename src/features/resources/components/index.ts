export { ResourceCard } from './ResourceCard'
