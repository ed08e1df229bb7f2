import { hourOfDay, onOff, wholeNumber } from '@/lib/envFields'

/** The morning round's and the retention's settings (`.env.example`). */
export const backOfficeEnv = {
  BACK_OFFICE_DAILY_ENABLED: onOff('BACK_OFFICE_DAILY_ENABLED', 'true'),
  BACK_OFFICE_HOUR: hourOfDay('BACK_OFFICE_HOUR', 7),
  LEAD_RETENTION_MONTHS: wholeNumber(
    'LEAD_RETENTION_MONTHS',
    'a number of months from 1 to 120',
    1,
    120,
    24,
  ),
}
