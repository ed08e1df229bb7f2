/** Where the back office's collections sit in /admin's menu: beside the enquiries. */
export const enquiriesGroup = { hr: 'Upiti', en: 'Enquiries', de: 'Anfragen' }
