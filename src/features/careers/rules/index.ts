export { cvProblem, isPdf, maxCvBytes, type CvProblem } from './cv'
export { employmentTypes, schemaEmploymentType, type EmploymentType } from './employment'
