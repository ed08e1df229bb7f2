import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { features } from '@/features/registry'

import { getTestPayload } from './payload'

let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
})

describe('the features in the Payload config', () => {
  it('holds every collection of every feature once, and the core’s after them', async () => {
    const slugs = payload.config.collections.map(({ slug }) => slug)
    const expected: string[] = []
    for (const feature of features) {
      const parts = feature.payload ? await feature.payload() : {}
      expected.push(...(parts.collections ?? []).map(({ slug }) => slug))
    }
    expect(expected.length).toBeGreaterThan(25)
    // Each feature's own, in the registry's order (the pages' redirects come with them).
    expect(slugs.filter((slug) => expected.includes(slug))).toEqual(expected)
    expect(new Set(slugs).size).toBe(slugs.length)
    expect(slugs.indexOf('media')).toBeGreaterThan(slugs.indexOf('users'))
    expect(slugs.indexOf('mail-outbox')).toBeGreaterThan(slugs.indexOf('users'))
  })

  it('keeps the jobs’ tasks in the order of the database’s task enum', () => {
    expect(payload.config.jobs.tasks?.map(({ slug }) => slug)).toEqual([
      'send-lead-mail',
      'send-newsletter-mail',
      'send-alert-mail',
      'send-booking-mail',
      'send-account-mail',
      'check-sources',
      'back-office-daily',
      // Payload's own, for scheduled publishing (pages).
      'schedulePublish',
    ])
  })

  it('applies a feature’s changes to another’s collection: alerts on calls, the pipeline on leads', () => {
    const calls = payload.collections['funding-calls'].config.fields
    expect(calls.map((field) => ('name' in field ? field.name : null))).toContain(
      'alertsNotRelevant',
    )
    const leads = payload.collections.leads.config.flattenedFields.map(({ name }) => name)
    expect(leads).toEqual(expect.arrayContaining(['stage', 'adviser', 'followUp']))
  })

  it('lists the features’ admin components and endpoints', () => {
    expect(payload.config.admin.components.afterNavLinks).toContain(
      '/features/source-monitoring/components/FlaggedCallsLink#FlaggedCallsLink',
    )
    expect(payload.config.admin.components.beforeDashboard).toContain(
      '/features/back-office/dashboard/Dashboard#BackOfficeDashboard',
    )
    const endpoints = payload.config.endpoints.map(({ method, path }) => `${method} ${path}`)
    expect(endpoints).toEqual(
      expect.arrayContaining(['post /contact', 'post /newsletter', 'post /funding-check']),
    )
  })
})
