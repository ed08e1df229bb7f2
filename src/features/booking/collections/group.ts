/** Where the booking feature's collections sit in /admin's menu. */
export const bookingGroup = { hr: 'Konzultacije', en: 'Consultations', de: 'Beratungen' }

export const dayAndTime = { date: { pickerAppearance: 'dayAndTime' as const } }

export const weekdayLabels = {
  1: { hr: 'Ponedjeljak', en: 'Monday', de: 'Montag' },
  2: { hr: 'Utorak', en: 'Tuesday', de: 'Dienstag' },
  3: { hr: 'Srijeda', en: 'Wednesday', de: 'Mittwoch' },
  4: { hr: 'Četvrtak', en: 'Thursday', de: 'Donnerstag' },
  5: { hr: 'Petak', en: 'Friday', de: 'Freitag' },
  6: { hr: 'Subota', en: 'Saturday', de: 'Samstag' },
  7: { hr: 'Nedjelja', en: 'Sunday', de: 'Sonntag' },
} as const
