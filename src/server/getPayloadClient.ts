import { getPayload } from 'payload'

/**
 * The Payload instance of this process. The config is loaded on the first call, not when this
 * module is imported: building it loads every feature's Payload parts, which code that only
 * imports a module on the way (a unit test, the demo content, a face) must not set off.
 */
export const getPayloadClient = async () =>
  getPayload({ config: (await import('@payload-config')).default })
