export {
  contactLimits,
  honeypotField,
  validateContact,
  type ContactContextField,
  type ContactErrors,
  type ContactField,
  type ContactInput,
  type ContactProblem,
} from './validation'
export {
  askAboutCallAnchor,
  codeVersions,
  enquiryContextFrom,
  enquiryOrigins,
  type EnquiryContext,
  type EnquiryOrigin,
} from './enquiryContext'
