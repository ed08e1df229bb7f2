/**
 * Runs once when the Next.js server starts: a server with invalid configuration (for example
 * production without PAYLOAD_SECRET) refuses to start instead of failing on every request.
 * Then Payload starts with its job runner, so queued mail goes out even before the first
 * request reaches the API (unless JOBS_AUTORUN=false hands that to a separate worker).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { checkConfigOnStart } = await import('./server/checkConfigOnStart')
  checkConfigOnStart()
  if (process.env.NEXT_PHASE === 'phase-production-build') return
  const { startJobRunner } = await import('./server/jobs/startJobRunner')
  await startJobRunner()
}
