/**
 * DEMO CONTENT: the adviser who takes the free consultations on a fresh site, with the hours of
 * the contact card (Monday to Friday 8:00–17:00, Zagreb time). An invented person of the demo
 * team at the demo domain; the firm adds its own advisers in /admin (Consultations → Advisers).
 */
export const demoAdvisers = [{ name: 'Ivan Perić', email: 'ivan.peric@fondium.example' }] as const
