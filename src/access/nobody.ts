import type { Access, FieldAccess } from 'payload'

/** Closed to every request through REST or /admin; the server writes with the local API. */
export const nobody: Access = () => false

/** A field no request may set through REST or /admin; only the server's own hooks do. */
export const nobodyField: FieldAccess = () => false
