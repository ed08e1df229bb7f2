/**
 * Runs once when the Next.js server starts: a server with invalid configuration (for example
 * production without PAYLOAD_SECRET) refuses to start instead of failing on every request.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { checkConfigOnStart } = await import('./server/checkConfigOnStart')
    checkConfigOnStart()
  }
}
