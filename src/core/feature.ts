import type {
  CollectionConfig,
  Config,
  Endpoint,
  GlobalConfig,
  JobsConfig,
  Payload,
  Plugin,
} from 'payload'

import type { z } from 'zod'

import type { ReactNode } from 'react'

import type { FeatureFormResult } from '@/forms/results'
import type { Locale } from '@/i18n/locales'
import type { Env } from '@/server/env'

import type { FeatureKnowledge } from './knowledge'
import type { PersonalDataHolder } from './personalData'

/**
 * What a feature gives the rest of the site, defined once in `src/features/<feature>/feature.ts`
 * and listed once in `src/features/registry.ts`. The core (the Payload config, the server, the
 * shared components) loops over the registry and names no feature. Every part is optional.
 */
export type Feature<E extends z.ZodRawShape = z.ZodRawShape> = {
  /** The feature's folder under `src/features`. */
  name: string
  /**
   * Its environment variables, as zod fields: `src/server/env.ts` reads them with its own, and
   * `getEnv()` returns them typed (document each in `.env.example`).
   */
  env?: E
  /** Problems of its variables together (one set without the other); none when they fit. */
  checkEnv?(values: z.infer<z.ZodObject<E>>): { variable: keyof E & string; message: string }[]
  /**
   * Its Payload parts (`src/features/<feature>/payload.ts`), loaded when the config is built,
   * not when the registry is read (the registry is read by `src/server/env.ts`, which the parts
   * themselves read). Each becomes a Payload plugin (`featurePlugin`); they apply in the
   * registry's order, so a feature that changes another's collection comes after it.
   */
  payload?: () => Promise<FeaturePayload>
  /** Its background work, loaded when jobs start (`src/server/jobs/startJobRunner.ts`, the worker). */
  jobs?: () => Promise<FeatureJobs>
  /**
   * What its public form's result page says (`/forms/{form}`, where a post from a browser
   * without JavaScript lands), loaded when that page renders.
   */
  formResult?: FeatureFormResult
  /**
   * What it shows in the frame of every public page (`src/components/site/SiteFrame.tsx`),
   * loaded when the frame renders: in the registry's order within each place.
   */
  frame?: () => Promise<FeatureFrame>
  /**
   * Where it holds a person's data (src/core/personalData.ts): how the back office finds,
   * exports and erases a person's records in its collections, loaded when one is asked.
   */
  personalData?: () => Promise<PersonalDataHolder[]>
  /**
   * Its public pages for the sitemap, and its links in the site's menus and footer
   * (`src/seo/sitemap.ts`, `src/components/site/siteLinks.ts`), loaded when asked.
   */
  site?: () => Promise<FeatureSite>
  /**
   * What the assistant may cite about its pages (src/core/knowledge.ts): their passages in a
   * language, from its copy and its own collections as an anonymous visitor reads them, and
   * the names of the people they show. Loaded when the assistant builds its index
   * (`src/features/assistant/server/knowledge.ts`), which takes the features in the registry's
   * order.
   */
  knowledge?: () => Promise<FeatureKnowledge>
  /**
   * Its demo content (`src/features/<feature>/demo/`, marked as demo): what `src/seed/seed.ts`
   * writes into a new database, in the registry's order, loaded only when the seed runs.
   */
  demo?: () => Promise<FeatureDemo>
}

/**
 * A feature's demo content: `seed` writes each kind into its collection when that collection is
 * empty, and tells how many items of each kind it wrote (0 for a kind left alone), by a name the
 * seed's report shows (`fundingCalls`, `articles`, ...).
 */
export type FeatureDemo = { seed: (payload: Payload) => Promise<Record<string, number>> }

/** The places of the site's menus where a feature puts links. */
export type LinkPlace =
  /** The navbar's services menu (and the mobile menu's group). */
  | 'services'
  /** The navbar's resources menu, and the footer's resources column. */
  | 'resources'
  /** The navbar's own row, after the resources menu. */
  | 'main'
  /** The navbar's "about us" menu, after the sections of the home page. */
  | 'about'
  /** The footer's company column, between "about us" and "contact". */
  | 'company'

/** A link a feature puts in the menus: its path (without the language) and its label. */
export type SiteLink = {
  place: LinkPlace
  href: string
  label: (locale: Locale) => string
  /** False for a page whose data must not be fetched ahead (a form with a session). */
  prefetch?: boolean
  /** Placed after the other features' links of its place (the registry's order otherwise). */
  last?: boolean
}

/** One page of a feature's documents, for the sitemap. */
export type SitemapItem = { path: string; updatedAt?: string }

/** What a feature puts on the site's map and in its menus. */
export type FeatureSite = {
  /** Its fixed public pages (paths without the language), in the sitemap in every language. */
  pages?: string[]
  /** The pages of its documents an anonymous visitor may read, each with its last change. */
  items?: (payload: Payload) => Promise<SitemapItem[]>
  links?: SiteLink[]
}

/**
 * A feature's parts of the site's frame, each rendered on the server for the page's language
 * (a client component's element is passed as it is).
 */
export type FeatureFrame = {
  /** In the navbar, beside the language switcher (the account's corner). */
  navbar?: (locale: Locale) => ReactNode
  /** A band of the footer, above its legal links (the newsletter's form). */
  footer?: (locale: Locale) => ReactNode | Promise<ReactNode>
  /** After the footer, outside the page's main content (the assistant's launcher). */
  floating?: (locale: Locale) => ReactNode
}

/** A feature whatever its variables, as the core's loops take them. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyFeature = Feature<any>

/** A loop a feature runs beside the job queue; `stop` ends it after the round in hand. */
export type FeatureLoop = { stop: () => Promise<void> }

/** What a feature runs in the background. */
export type FeatureJobs = {
  /**
   * Makes sure its scheduled job is queued (the next daily round, say), at each app start
   * whether or not the app runs jobs itself: a worker runs it then. Does nothing when the
   * feature's schedule is switched off.
   */
  schedule?: (payload: Payload, env: Env) => Promise<unknown>
  /** A loop of its own, run wherever jobs run: in the app (JOBS_AUTORUN) or in a worker. */
  loop?: (payload: Payload, env: Env) => FeatureLoop
}

/** Declares a feature; the identity, for its type (its variables' types reach `Env`). */
export const defineFeature = <E extends z.ZodRawShape = Record<never, never>>(
  feature: Feature<E>,
): Feature<E> => feature

type AdminComponents = NonNullable<NonNullable<Config['admin']>['components']>

/** A feature's Payload parts: what it adds to the config, and what it changes in it. */
export type FeaturePayload = {
  collections?: CollectionConfig[]
  globals?: GlobalConfig[]
  endpoints?: Endpoint[]
  /** Its queued tasks; their order in the registry is the order of the jobs' task enum. */
  tasks?: (env: Env) => NonNullable<JobsConfig['tasks']>
  /** Admin components: links after the navigation, panels before the dashboard. */
  admin?: Pick<AdminComponents, 'afterNavLinks' | 'beforeDashboard'>
  /** Changes to collections that features before it in the registry added, by slug. */
  extend?: Record<string, (collection: CollectionConfig) => CollectionConfig>
  /** Plugins of its own (the official SEO and redirect plugins for pages), after its parts. */
  plugins?: Plugin[]
}

/** Thrown when a feature changes a collection no feature before it added. */
export class MissingCollectionError extends Error {}

/**
 * A feature's Payload parts as a plugin: appends its collections, globals, endpoints, tasks and
 * admin components to the config, applies its changes to other features' collections, then its
 * own plugins.
 */
export function featurePlugin(parts: FeaturePayload, env: Env): Plugin {
  return async (incoming: Config): Promise<Config> => {
    let collections = [...(incoming.collections ?? []), ...(parts.collections ?? [])]
    for (const [slug, change] of Object.entries(parts.extend ?? {})) {
      if (!collections.some((collection) => collection.slug === slug)) {
        throw new MissingCollectionError(
          `A feature changes the collection "${slug}", which no feature before it in src/features/registry.ts adds.`,
        )
      }
      collections = collections.map((collection) =>
        collection.slug === slug ? change(collection) : collection,
      )
    }
    const components = incoming.admin?.components ?? {}
    let config: Config = {
      ...incoming,
      collections,
      globals: [...(incoming.globals ?? []), ...(parts.globals ?? [])],
      endpoints: [...(incoming.endpoints ?? []), ...(parts.endpoints ?? [])],
      jobs: {
        ...incoming.jobs,
        tasks: [...(incoming.jobs?.tasks ?? []), ...(parts.tasks?.(env) ?? [])],
      },
      admin: {
        ...incoming.admin,
        components: {
          ...components,
          afterNavLinks: [
            ...(components.afterNavLinks ?? []),
            ...(parts.admin?.afterNavLinks ?? []),
          ],
          beforeDashboard: [
            ...(components.beforeDashboard ?? []),
            ...(parts.admin?.beforeDashboard ?? []),
          ],
        },
      },
    }
    for (const plugin of parts.plugins ?? []) config = await plugin(config)
    return config
  }
}

/** Every feature's Payload parts as plugins, in the order of `features`. */
export function featurePlugins(features: readonly AnyFeature[], env: Env): Plugin[] {
  return features.flatMap(({ payload }) =>
    payload ? [async (config: Config) => featurePlugin(await payload(), env)(config)] : [],
  )
}

/** Every feature's background work, in the order of `features`. */
export async function featureJobs(features: readonly AnyFeature[]): Promise<FeatureJobs[]> {
  return Promise.all(features.flatMap(({ jobs }) => (jobs ? [jobs()] : [])))
}

/** Starts every feature's loop; the result stops them all. */
export function startFeatureLoops(jobs: FeatureJobs[], payload: Payload, env: Env): FeatureLoop {
  const loops = jobs.flatMap(({ loop }) => (loop ? [loop(payload, env)] : []))
  return { stop: async () => void (await Promise.all(loops.map((loop) => loop.stop()))) }
}

type UnionToIntersection<U> = (U extends unknown ? (part: U) => void : never) extends (
  part: infer I,
) => void
  ? I
  : never

/** The zod fields of every feature's variables, as one object. */
export type FeatureEnvShape<F extends readonly AnyFeature[]> = UnionToIntersection<
  NonNullable<F[number]['env']>
>

/** Every feature's variables as one set of zod fields, for `src/server/env.ts`. */
export function featureEnvShape<const F extends readonly AnyFeature[]>(
  features: F,
): FeatureEnvShape<F> {
  const shape: Record<string, z.ZodType> = {}
  for (const feature of features) {
    for (const [variable, field] of Object.entries<z.ZodType>(feature.env ?? {})) {
      if (variable in shape) {
        throw new Error(`Two features define the environment variable ${variable}.`)
      }
      shape[variable] = field
    }
  }
  return shape as FeatureEnvShape<F>
}

/** What every feature finds wrong with its variables together. */
export function featureEnvProblems(
  features: readonly AnyFeature[],
  values: Record<string, unknown>,
): { variable: string; message: string }[] {
  return features.flatMap((feature) => feature.checkEnv?.(values) ?? [])
}
