/** The collections whose lists /admin exports, and the columns of each, in order. */
export const exportColumns = {
  leads: [
    'id',
    'createdAt',
    'firstName',
    'lastName',
    'email',
    'company',
    'source',
    'stage',
    'lostReason',
    'adviser',
    'followUp',
    'lastActivityAt',
    'call',
    'code',
    'codeVersion',
    'locale',
    'delivery.status',
    'message',
    'notes',
  ],
  bookings: [
    'id',
    'start',
    'end',
    'status',
    'name',
    'email',
    'phone',
    'company',
    'adviser',
    'topic',
    'call',
    'code',
    'codeVersion',
    'locale',
    'createdAt',
    'cancelledAt',
  ],
} as const

export type ExportSlug = keyof typeof exportColumns

export const isExportSlug = (slug: string): slug is ExportSlug => slug in exportColumns

/**
 * The field that names a related document in a cell, where it is not the related collection's
 * title in /admin (a user is shown by e-mail there; the export names the person).
 */
export const relationNames: Record<string, string> = { users: 'fullName' }
