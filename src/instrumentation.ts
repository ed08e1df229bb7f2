/**
 * Runs once when the Next.js server starts: a server with invalid configuration (for example
 * production without PAYLOAD_SECRET) refuses to start instead of failing on every request.
 * Then Payload starts with its job runner, so queued mail goes out even before the first
 * request reaches the API (unless JOBS_AUTORUN=false hands that to a separate worker). With
 * REDIS_URL the build's pages are first put into the cache the instances share.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { checkConfigOnStart } = await import('./server/checkConfigOnStart')
  checkConfigOnStart()
  if (process.env.NEXT_PHASE === 'phase-production-build') return
  if (process.env.REDIS_URL) {
    // Fleet: the build's pages go into the shared cache, without overwriting pages another
    // instance has rendered since (cache-handler.mjs).
    const { registerInitialCache } = await import(
      '@fortedigital/nextjs-cache-handler/instrumentation'
    )
    const { default: CacheHandler } = await import('../cache-handler.mjs')
    await registerInitialCache(CacheHandler, {
      buildDir: process.env.NEXT_DIST_DIR || '.next',
      setOnlyIfNotExists: true,
    })
  }
  const { startJobRunner } = await import('./server/jobs/startJobRunner')
  await startJobRunner()
}
