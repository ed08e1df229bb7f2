export {
  contactLimits,
  honeypotField,
  validateContact,
  type ContactField,
  type ContactInput,
  type ContactProblem,
} from './validation'
