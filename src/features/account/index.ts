export { accountGuard } from './payloadAuthRoutes'
export { staffNames, type StaffName } from './staffNames'
