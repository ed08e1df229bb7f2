/** An alert is pending until its address confirms it, then active, or paused. */
export const alertStatuses = ['pending', 'active', 'paused'] as const
export type AlertStatus = (typeof alertStatuses)[number]

/** Who paused an alert: its subscriber, or the site after a mail server refused the address. */
export const pauseReasons = ['subscriber', 'refused'] as const

/** Mails within 15 minutes of an event, or one digest on Monday morning. */
export const alertFrequencies = ['instant', 'weekly'] as const
export type AlertFrequency = (typeof alertFrequencies)[number]

/**
 * A delivery is queued by the fan-out, taken by one sender (`sending`), then `sent`; `refused`
 * when the mail server refused the address for good; `dropped` when its call was marked not
 * relevant before it went out.
 */
export const deliveryStatuses = ['queued', 'sending', 'sent', 'refused', 'dropped'] as const
export type DeliveryStatus = (typeof deliveryStatuses)[number]

/** The version of the consent text the subscription form shows; stored with each consent. */
export const consentTextVersion = 'alerts-2026-11'

/** The most codes one alert may name. */
export const maxAlertCodes = 10
