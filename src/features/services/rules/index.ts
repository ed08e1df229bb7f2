export { offerIconNames, offerIcons, type OfferIconName } from './offerIcons'
export { serviceSlugs, type ServiceSlug } from './slugs'
