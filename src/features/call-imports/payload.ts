/** What the call imports feature adds to Payload's config (src/payload.config.ts). */
export { CallImportSources } from './collections/CallImportSources'
export { CallImports } from './collections/CallImports'
export { exportCallsEndpoint } from './endpoints'
