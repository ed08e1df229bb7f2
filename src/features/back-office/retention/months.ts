import { parseEnv } from '@/server/env'

/**
 * The months without activity after which a lead is anonymised (LEAD_RETENTION_MONTHS, 1 to
 * 120, default 24): the period the daily round applies and the privacy page states. Reads only
 * that setting, checked as getEnv checks it, without fixing the process's configuration: the
 * privacy copy is read when the seed's modules load, before a test or the CLI has set the rest.
 */
export const leadRetentionMonths = (source: Record<string, string | undefined> = process.env) =>
  parseEnv({ LEAD_RETENTION_MONTHS: source.LEAD_RETENTION_MONTHS }).LEAD_RETENTION_MONTHS
