/** The services feature's face: the words its pages' sections show, as their blocks hold them. */
export type {
  ServiceFigure,
  ServiceOffer,
  ServicePageCopy,
  ServicePages,
  ServiceProgramme,
  ServicesCopy,
  ServiceStep,
  Six,
} from './text'
