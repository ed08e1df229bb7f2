import { onOff, wholeNumber } from '@/lib/envFields'

/** The alert rounds' settings (`.env.example`). */
export const alertsEnv = {
  ALERTS_ENABLED: onOff('ALERTS_ENABLED', 'true'),
  ALERTS_INTERVAL_SECONDS: wholeNumber(
    'ALERTS_INTERVAL_SECONDS',
    'a number of seconds from 5 to 900',
    5,
    900,
    60,
  ),
  ALERTS_SEND_PER_MINUTE: wholeNumber(
    'ALERTS_SEND_PER_MINUTE',
    'a number of mails from 1 to 100000',
    1,
    100_000,
    1000,
  ),
}
