import type { CollectionConfig } from 'payload'

import { isExportSlug } from './columns'
import { exportEndpoint } from './endpoint'

/** The buttons above a list in /admin that download it as CSV or XLSX. */
export const exportButtons = '/features/back-office/export/ExportButtons#ExportButtons'

/**
 * A collection whose list /admin exports (leads, bookings): its endpoint GET /export and the
 * "Export CSV" / "Export XLSX" buttons above its list table, added to what it has.
 */
export function withExport(collection: CollectionConfig): CollectionConfig {
  if (!isExportSlug(collection.slug)) {
    throw new Error(`No export columns are defined for the collection "${collection.slug}".`)
  }
  const components = collection.admin?.components ?? {}
  return {
    ...collection,
    endpoints: [...(collection.endpoints || []), exportEndpoint(collection.slug)],
    admin: {
      ...collection.admin,
      components: {
        ...components,
        beforeListTable: [...(components.beforeListTable ?? []), exportButtons],
      },
    },
  }
}
