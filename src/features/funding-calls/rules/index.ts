export { isOpen } from './deadline'
export { isNkdCode } from './nkd'
