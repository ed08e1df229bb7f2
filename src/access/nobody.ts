import type { Access } from 'payload'

/** Closed to every request through REST or /admin; the server writes with the local API. */
export const nobody: Access = () => false
