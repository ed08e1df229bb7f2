export { accountGuard } from './payloadAuthRoutes'
