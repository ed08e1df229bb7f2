/** Where the alerts' collections sit in /admin's menu. */
export const alertsGroup = { hr: 'Obavijesti', en: 'Alerts', de: 'Benachrichtigungen' }

export const dayAndTime = { date: { pickerAppearance: 'dayAndTime' as const } }
