import { getEnv } from './env'

/** Stops the server at start when the configuration is invalid (Node.js runtime only). */
export function checkConfigOnStart(): void {
  try {
    getEnv()
  } catch (error) {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  }
}
