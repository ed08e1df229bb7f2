/** The alerts feature's face for server code. */
export { runAlertRound, startAlertLoop, type RoundReport } from './jobs/alertRound'
export { fanOutEvent, fanOutPending } from './events/fanOut'
export { sendDue } from './send/sendDue'
export {
  alertByToken,
  alertToken,
  confirmAlert,
  manageAlert,
  markNotRelevant,
  memberAlerts,
  subscribeAlert,
} from './service'
export { alertLinks } from './mail/alertMail'
export {
  alertCodeCounts,
  alertSignUpsPer,
  notRelevantCounts,
  type AlertCodeCount,
  type NotRelevantCount,
} from './dashboard'
