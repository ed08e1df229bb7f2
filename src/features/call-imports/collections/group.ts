/** Where the imports sit in /admin's navigation. */
export const importsGroup = { hr: 'Uvoz natječaja', en: 'Call imports', de: 'Ausschreibungsimport' }
