export { accountAlertsRoute } from './AccountAlertsPage'
export { alertsRoute } from './AlertsPage'
export { manageRoute } from './ManagePage'
export { notRelevantRoute } from './NotRelevantPage'
