/**
 * Longest accepted value per booking field: the engine's validation (rules/validation) and the
 * inputs' maxlength read the same numbers. No zod here, so the form's island stays small.
 */
import { maxEmailLength } from '@/forms/limits'

export const bookingLimits = {
  name: 100,
  email: maxEmailLength,
  phone: 30,
  company: 150,
  topic: 2000,
} as const
