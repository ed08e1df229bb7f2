/** The source monitoring feature's face for server code: the daily check and its schedule. */
export { runSourceCheck, type SourceCheckOptions, type SourceCheckRun } from './run/runSourceCheck'
export { ensureSourceCheckQueued, sourceCheckQueued } from './jobs/queueSourceCheck'
