import type { Payload } from 'payload'

import { features } from '@/features/registry'
import { locales } from '@/i18n/locales'

import { seedContext as context } from './kit'
import { demoLocalizedSettings, demoSiteSettings } from './siteSettings'

type SeedOptions = { adminEmail?: string; adminPassword?: string }

/** Creates the first admin from ADMIN_EMAIL/ADMIN_PASSWORD, only when no account exists yet. */
async function seedAdmin(payload: Payload, { adminEmail, adminPassword }: SeedOptions) {
  if (!adminEmail || !adminPassword) return false
  const { totalDocs } = await payload.count({ collection: 'users', overrideAccess: true })
  if (totalDocs > 0) return false
  await payload.create({
    collection: 'users',
    data: { email: adminEmail, password: adminPassword, fullName: 'Administrator', role: 'admin' },
    overrideAccess: true,
    context: context(),
  })
  return true
}

/** Fills the site settings with the demo values, only when they were never filled. */
async function seedSiteSettings(payload: Payload) {
  const current = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
  if (current.brandName) return false
  for (const locale of locales) {
    const localized = demoLocalizedSettings[locale]
    await payload.updateGlobal({
      slug: 'site-settings',
      locale,
      data: {
        ...demoSiteSettings,
        description: localized.description,
        contact: { ...demoSiteSettings.contact, country: localized.country },
      },
      context: context(),
    })
  }
  return true
}

/**
 * The features' demo content (`demo` of each definition), in the registry's order: each kind only
 * when its collection is empty. How many items of each kind were written, by kind.
 */
export async function seedDemo(payload: Payload): Promise<Record<string, number>> {
  const written: Record<string, number> = {}
  for (const feature of features) {
    const demo = await feature.demo?.()
    if (demo) Object.assign(written, await demo.seed(payload))
  }
  return written
}

/** Seeds an empty database with demo content; never deletes or overwrites anything. */
export async function seed(payload: Payload, options: SeedOptions = {}) {
  return {
    admin: await seedAdmin(payload, options),
    siteSettings: await seedSiteSettings(payload),
    content: await seedDemo(payload),
  }
}
