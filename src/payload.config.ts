import { randomBytes } from 'node:crypto'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { de } from '@payloadcms/translations/languages/de'
import { en } from '@payloadcms/translations/languages/en'
import { hr } from '@payloadcms/translations/languages/hr'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { Articles } from './collections/Articles'
import { CaseStudies } from './collections/CaseStudies'
import { Categories } from './collections/Categories'
import { ChatTopics } from './collections/ChatTopics'
import { Faqs } from './collections/Faqs'
import { FundingCalls } from './collections/FundingCalls'
import { Leads } from './collections/Leads'
import { MailOutbox } from './collections/MailOutbox'
import { Media } from './collections/Media'
import { NewsletterSubscribers } from './collections/NewsletterSubscribers'
import { Users } from './collections/Users'
import { accountEndpoints } from './endpoints/account'
import { chatEndpoints } from './endpoints/chat'
import { contactEndpoint } from './endpoints/contact'
import { fundingCheckEndpoint } from './endpoints/fundingCheck'
import {
  newsletterConfirmEndpoint,
  newsletterEndpoint,
  newsletterUnsubscribeEndpoints,
} from './endpoints/newsletter'
import { SiteSettings } from './globals/SiteSettings'
import { defaultLocale, localeLabels, locales } from './i18n/locales'
import { jobsConfig } from './jobs'
import { databaseAdapter } from './server/db'
import { getEnv } from './server/env'
import { mailAdapter } from './server/mail/adapter'

const dirname = path.dirname(fileURLToPath(import.meta.url))
const env = getEnv()

if (!env.PAYLOAD_SECRET) {
  console.warn('PAYLOAD_SECRET is not set: using a random secret for this development process.')
}

export default buildConfig({
  admin: {
    user: Users.slug,
    importMap: { baseDir: path.resolve(dirname) },
    meta: { titleSuffix: ' · Admin' },
  },
  collections: [
    FundingCalls,
    Articles,
    CaseStudies,
    Categories,
    Faqs,
    Media,
    Leads,
    NewsletterSubscribers,
    MailOutbox,
    ChatTopics,
    Users,
  ],
  email: mailAdapter(env),
  endpoints: [
    fundingCheckEndpoint,
    contactEndpoint,
    newsletterEndpoint,
    newsletterConfirmEndpoint,
    ...newsletterUnsubscribeEndpoints,
    ...accountEndpoints,
    ...chatEndpoints(),
  ],
  globals: [SiteSettings],
  db: databaseAdapter(env),
  editor: lexicalEditor(),
  graphQL: { disable: true },
  jobs: jobsConfig(env),
  i18n: {
    supportedLanguages: { hr, en, de },
    fallbackLanguage: defaultLocale,
  },
  localization: {
    locales: locales.map((code) => ({ code, label: localeLabels[code].name })),
    defaultLocale,
    fallback: true,
  },
  secret: env.PAYLOAD_SECRET ?? randomBytes(32).toString('hex'),
  sharp,
  telemetry: false,
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts') },
})
