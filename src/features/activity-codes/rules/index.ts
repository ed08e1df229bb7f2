/** The activity codes feature's pure rules, for other features. */
export {
  classificationOptions,
  classifications,
  isClassification,
  normaliseCode,
  otherClassification,
  type Classification,
} from './codes'
