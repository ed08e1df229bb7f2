/** What the alerts feature adds to Payload's config (src/payload.config.ts). */
export { Alerts } from './collections/Alerts'
export { AlertEvents } from './collections/AlertEvents'
export { AlertDeliveries } from './collections/AlertDeliveries'
export { withCallAlerts } from './events/callHooks'
export { sendAlertMail } from './jobs/sendAlertMail'
