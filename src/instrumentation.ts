/**
 * Runs once when the Next.js server starts: a server with invalid configuration (for example
 * production without PAYLOAD_SECRET) refuses to start instead of failing on every request.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { getEnv } = await import('./server/env')
  try {
    getEnv()
  } catch (error) {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  }
}
