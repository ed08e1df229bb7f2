/** The home feature's face: the words its sections show, as the home page's blocks hold them. */
export { homeServiceKeys } from './text'
export type { HomeCopy, HomeServiceCard, HomeServiceKey } from './text'
