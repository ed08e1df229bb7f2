export { ChatLauncher } from './ChatLauncher.client'
