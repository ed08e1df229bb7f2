import { randomBytes } from 'node:crypto'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { s3Storage } from '@payloadcms/storage-s3'
import { de } from '@payloadcms/translations/languages/de'
import { en } from '@payloadcms/translations/languages/en'
import { hr } from '@payloadcms/translations/languages/hr'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { accountEndpoints, sendAccountMail, Users } from './features/account/payload'
import {
  ActivityCodeImports,
  ActivityCodeLinks,
  ActivityCodes,
  activityCodeSuggestEndpoint,
} from './features/activity-codes/payload'
import { chatEndpoints, ChatTopics, Faqs } from './features/assistant/payload'
import { applicationEndpoint, ApplicationFiles, Jobs } from './features/careers/payload'
import {
  CallImports,
  CallImportSources,
  exportCallsEndpoint,
} from './features/call-imports/payload'
import { CaseStudies } from './features/case-studies/payload'
import { contactEndpoint, Leads, sendLeadMail } from './features/contact/payload'
import {
  AlertDeliveries,
  AlertEvents,
  Alerts,
  sendAlertMail,
  withCallAlerts,
} from './features/alerts/payload'
import { Advisers, BookingSettings, Bookings, sendBookingMail } from './features/booking/payload'
import { FundingCalls, Programmes } from './features/funding-calls/payload'
import { FundingCheckLog, fundingCheckEndpoint } from './features/funding-check/payload'
import {
  backOfficeDaily,
  BackOfficeRuns,
  LeadEvents,
  PrivacyRequests,
  withExport,
  withPipeline,
} from './features/back-office/payload'
import { Articles, Categories } from './features/insights/payload'
import {
  newsletterConfirmEndpoint,
  newsletterEndpoint,
  NewsletterSubscribers,
  newsletterUnsubscribeEndpoints,
  sendNewsletterMail,
} from './features/newsletter/payload'
import { pagePlugins, Pages } from './features/pages/payload'
import { Downloads, downloadRequestEndpoint } from './features/resources/payload'
import {
  checkSources,
  flaggedCallsNavLink,
  SourceCheckRuns,
} from './features/source-monitoring/payload'
import { TeamMembers, Testimonials } from './features/team/payload'
import { withPlainText } from './fields/withPlainText'
import { defaultLocale, localeLabels, locales } from './i18n/locales'
import { Media } from './media/Media'
import { databaseAdapter } from './server/db'
import { getEnv, type Env } from './server/env'
import { jobsConfig } from './server/jobs/config'
import { mailAdapter } from './server/mail/adapter'
import { MailOutbox } from './server/mail/MailOutbox'
import { restrictPayloadInternals } from './server/payloadInternals'
import { SiteSettings } from './site-settings/SiteSettings'

const dirname = path.dirname(fileURLToPath(import.meta.url))

/**
 * Uploaded files: on disk (MEDIA_DIR for images, FILES_DIR for the private CVs and downloads)
 * on one machine; in an S3-compatible bucket when S3_* is set, so every instance reads the same
 * files, each collection under its own prefix. Payload still serves them under
 * /api/{collection}/file/ (its access rules apply), fetching from the bucket. Checksums only
 * when the operation needs them: stores other than AWS do not all accept the SDK's streaming
 * checksums.
 */
function mediaStorage(env: Env) {
  const enabled = Boolean(env.S3_BUCKET)
  return s3Storage({
    enabled,
    // The same columns with and without a bucket: one schema, one set of migrations.
    alwaysInsertFields: true,
    collections: {
      media: true,
      'application-files': { prefix: 'applications' },
      downloads: { prefix: 'downloads' },
      'activity-code-imports': { prefix: 'imports' },
      'call-imports': { prefix: 'imports' },
    },
    bucket: env.S3_BUCKET ?? '',
    config: {
      region: env.S3_REGION,
      endpoint: env.S3_ENDPOINT,
      forcePathStyle: env.S3_FORCE_PATH_STYLE,
      credentials: enabled
        ? { accessKeyId: env.S3_ACCESS_KEY_ID!, secretAccessKey: env.S3_SECRET_ACCESS_KEY! }
        : undefined,
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    },
  })
}
const env = getEnv()

if (!env.PAYLOAD_SECRET) {
  console.warn('PAYLOAD_SECRET is not set: using a random secret for this development process.')
}

export default buildConfig({
  admin: {
    user: Users.slug,
    importMap: { baseDir: path.resolve(dirname) },
    meta: { titleSuffix: ' · Admin' },
    components: {
      afterNavLinks: [flaggedCallsNavLink],
      // The back office's dashboard of enquiries and demand, for those who handle leads.
      beforeDashboard: ['/features/back-office/dashboard/Dashboard#BackOfficeDashboard'],
    },
  },
  // A browser's request carries the session cookie only from the site's own origin (SITE_URL).
  csrf: env.siteOrigins,
  collections: [
    Pages,
    withCallAlerts(FundingCalls),
    Programmes,
    ActivityCodes,
    ActivityCodeLinks,
    ActivityCodeImports,
    CallImportSources,
    CallImports,
    SourceCheckRuns,
    Articles,
    CaseStudies,
    Categories,
    Faqs,
    TeamMembers,
    Testimonials,
    Jobs,
    Downloads,
    Media,
    withPipeline(Leads),
    LeadEvents,
    FundingCheckLog,
    PrivacyRequests,
    BackOfficeRuns,
    ApplicationFiles,
    NewsletterSubscribers,
    Alerts,
    AlertEvents,
    AlertDeliveries,
    Advisers,
    withExport(Bookings),
    MailOutbox,
    ChatTopics,
    Users,
  ],
  email: mailAdapter(env),
  endpoints: [
    fundingCheckEndpoint,
    activityCodeSuggestEndpoint,
    exportCallsEndpoint,
    contactEndpoint,
    applicationEndpoint,
    downloadRequestEndpoint,
    newsletterEndpoint,
    newsletterConfirmEndpoint,
    ...newsletterUnsubscribeEndpoints,
    ...accountEndpoints,
    ...chatEndpoints(),
  ],
  globals: [SiteSettings, BookingSettings],
  db: databaseAdapter(env),
  editor: lexicalEditor(),
  graphQL: { disable: true },
  jobs: jobsConfig([
    sendLeadMail(env),
    sendNewsletterMail(env),
    sendAlertMail(env),
    sendBookingMail(env),
    sendAccountMail(env),
    checkSources(env),
    backOfficeDaily(env),
  ]),
  i18n: {
    supportedLanguages: { hr, en, de },
    fallbackLanguage: defaultLocale,
  },
  localization: {
    locales: locales.map((code) => ({ code, label: localeLabels[code].name })),
    defaultLocale,
    fallback: true,
  },
  // Last: the text rule for every field, the plugins' fields included (src/fields/plainText.ts).
  plugins: [...pagePlugins, mediaStorage(env), withPlainText],
  secret: env.PAYLOAD_SECRET ?? randomBytes(32).toString('hex'),
  sharp,
  telemetry: false,
  // Types are regenerated by the dev server and `npm run generate:types`, never by a test run
  // or a production start (each test file would rewrite the committed file at once).
  typescript: {
    outputFile: path.resolve(dirname, 'payload-types.ts'),
    autoGenerate: process.env.NODE_ENV === 'development',
  },
}).then(restrictPayloadInternals)
