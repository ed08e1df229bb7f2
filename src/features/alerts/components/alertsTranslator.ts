import type { getTranslations } from 'next-intl/server'

/** The Alerts messages of the page's language, as a server component reads them. */
export type AlertsMessages = Awaited<ReturnType<typeof getTranslations<'Alerts'>>>
