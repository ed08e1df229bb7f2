export { offerIconNames, offerIcons, type OfferIconName } from './offerIcons'
