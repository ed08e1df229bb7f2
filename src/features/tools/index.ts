export { getToolsCopy } from './copy'
export type { ToolsCopy } from './copy/types'
