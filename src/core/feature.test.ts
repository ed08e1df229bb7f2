import type { CollectionConfig, Config } from 'payload'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'

import { features } from '@/features/registry'
import { parseEnv } from '@/server/env'

import {
  defineFeature,
  featureEnvProblems,
  featureEnvShape,
  featureJobs,
  featurePlugin,
  MissingCollectionError,
  startFeatureLoops,
} from './feature'

const env = parseEnv({ NODE_ENV: 'test' })
const collection = (slug: string): CollectionConfig => ({ slug, fields: [] })
const base: Config = {
  collections: [collection('media')],
  jobs: { tasks: [] },
} as unknown as Config

describe('a feature’s Payload parts', () => {
  it('adds its collections, globals, endpoints, tasks and admin components after what is there', async () => {
    const plugin = featurePlugin(
      {
        collections: [collection('letters')],
        globals: [{ slug: 'letter-settings', fields: [] }],
        endpoints: [{ path: '/letters', method: 'post', handler: () => Response.json({}) }],
        tasks: (given) => [
          { slug: `send-letter-${given.NODE_ENV}`, handler: async () => ({ output: {} }) },
        ],
        admin: { afterNavLinks: ['/letters#Link'], beforeDashboard: ['/letters#Panel'] },
      },
      env,
    )
    const config = await plugin(base)
    expect(config.collections?.map(({ slug }) => slug)).toEqual(['media', 'letters'])
    expect(config.globals?.map(({ slug }) => slug)).toEqual(['letter-settings'])
    expect(config.endpoints?.map(({ path }) => path)).toEqual(['/letters'])
    expect(config.jobs?.tasks?.map(({ slug }) => slug)).toEqual(['send-letter-test'])
    expect(config.admin?.components?.afterNavLinks).toEqual(['/letters#Link'])
    expect(config.admin?.components?.beforeDashboard).toEqual(['/letters#Panel'])
  })

  it('changes another feature’s collection in place, and names one that is not there yet', async () => {
    const stamped = featurePlugin(
      { extend: { media: (media) => ({ ...media, fields: [{ name: 'stamp', type: 'text' }] }) } },
      env,
    )
    const config = await stamped(base)
    expect(config.collections?.[0]).toMatchObject({ slug: 'media', fields: [{ name: 'stamp' }] })

    const early = featurePlugin({ extend: { letters: (letters) => letters } }, env)
    await expect(early(base)).rejects.toThrow(MissingCollectionError)
    await expect(early(base)).rejects.toThrow(/"letters"/)
  })
})

describe('a feature’s environment variables', () => {
  const letters = defineFeature({
    name: 'letters',
    env: { LETTERS_FROM: z.string().optional(), LETTERS_TO: z.string().optional() },
    checkEnv: ({ LETTERS_FROM, LETTERS_TO }) =>
      Boolean(LETTERS_FROM) === Boolean(LETTERS_TO)
        ? []
        : [{ variable: 'LETTERS_TO', message: 'LETTERS_FROM and LETTERS_TO go together' }],
  })

  it('are read with the rest, each defined by one feature only', () => {
    expect(Object.keys(featureEnvShape([letters]))).toEqual(['LETTERS_FROM', 'LETTERS_TO'])
    expect(() => featureEnvShape([letters, { ...letters, name: 'copy' }])).toThrow(
      'Two features define the environment variable LETTERS_FROM.',
    )
    expect(Object.keys(featureEnvShape(features))).toEqual(
      expect.arrayContaining(['ALERTS_ENABLED', 'LLM_MODEL', 'SOURCE_CHECK_HOUR']),
    )
  })

  it('are checked together by their feature', () => {
    expect(featureEnvProblems([letters], { LETTERS_FROM: 'a' })).toEqual([
      { variable: 'LETTERS_TO', message: 'LETTERS_FROM and LETTERS_TO go together' },
    ])
    expect(featureEnvProblems([letters], { LETTERS_FROM: 'a', LETTERS_TO: 'b' })).toEqual([])
    expect(() => parseEnv({ LLM_BASE_URL: 'http://127.0.0.1:1/v1' })).toThrow(
      /- LLM_MODEL: LLM_BASE_URL and LLM_MODEL must be set together/,
    )
  })
})

describe('a feature’s background work', () => {
  it('runs each feature’s loop and stops them all', async () => {
    const stopped: string[] = []
    const loop = (name: string) => () => ({ stop: async () => void stopped.push(name) })
    const jobs = await featureJobs([
      defineFeature({ name: 'a', jobs: async () => ({ loop: loop('a') }) }),
      defineFeature({ name: 'b' }),
      defineFeature({ name: 'c', jobs: async () => ({ schedule: async () => null }) }),
      defineFeature({ name: 'd', jobs: async () => ({ loop: loop('d') }) }),
    ])
    expect(jobs).toHaveLength(3)
    await startFeatureLoops(jobs, {} as never, env).stop()
    expect(stopped).toEqual(['a', 'd'])
  })
})
