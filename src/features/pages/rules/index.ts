export {
  normalisePath,
  pathFromSegments,
  pathProblem,
  reservedSegments,
  type PathProblem,
} from './path'
