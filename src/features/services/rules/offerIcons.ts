import type { ServiceSlug } from './slugs'
import type { Six } from '../text'

/** The icons an offer may have, by name (an offer block stores the name; components draw it). */
export const offerIconNames = [
  'bell-ring',
  'building2',
  'calculator',
  'chart-column',
  'chart-line',
  'clipboard-check',
  'clipboard-list',
  'file-search',
  'file-text',
  'flask-conical',
  'gavel',
  'handshake',
  'landmark',
  'layers',
  'lightbulb',
  'list-checks',
  'map-pin',
  'megaphone',
  'messages-square',
  'monitor-cog',
  'refresh-ccw',
  'scale',
  'search',
  'shield-check',
  'sprout',
  'tag',
  'target',
  'tractor',
  'trending-up',
  'user-check',
  'users',
  'wallet',
  'workflow',
] as const
export type OfferIconName = (typeof offerIconNames)[number]

/** The icon of each offer of today's service pages (the seed writes them), in their order. */
export const offerIcons: Record<ServiceSlug, Six<OfferIconName>> = {
  consultancy: ['search', 'target', 'workflow', 'building2', 'monitor-cog', 'refresh-ccw'],
  'eu-business-plans': ['file-text', 'chart-line', 'users', 'scale', 'calculator', 'list-checks'],
  'financial-advisory': [
    'chart-column',
    'wallet',
    'layers',
    'landmark',
    'trending-up',
    'clipboard-list',
  ],
  'eu-funding': [
    'bell-ring',
    'shield-check',
    'file-text',
    'messages-square',
    'gavel',
    'clipboard-check',
  ],
  'entrepreneur-consulting': ['lightbulb', 'sprout', 'tag', 'megaphone', 'users', 'handshake'],
  'grant-business-plans': [
    'user-check',
    'map-pin',
    'tractor',
    'landmark',
    'flask-conical',
    'file-search',
  ],
}
