import { beforeAll, describe, expect, it } from 'vitest'

import { resultMessages as messagesOf, type FormResultDefinition } from '@/forms/results'

import { features } from './registry'

/** Each form's result definition, as the result page finds it: through the registry. */
const definitions = new Map<string, FormResultDefinition>()
const resultMessages = (form: string, status: string | undefined, problems: string | undefined) =>
  messagesOf(definitions.get(form)!, status, problems)

describe('form result messages', () => {
  beforeAll(async () => {
    for (const feature of features) {
      if (feature.formResult)
        definitions.set(feature.formResult.form, await feature.formResult.load())
    }
  })

  it('has a definition for each form with a result page, each with its general error', () => {
    expect([...definitions.keys()].sort()).toEqual([
      'account',
      'alerts',
      'application',
      'booking',
      'contact',
      'download',
      'funding-check',
      'newsletter',
    ])
    for (const definition of definitions.values()) {
      expect(definition.statuses.error.tone).toBe('error')
    }
  })

  it('names the outcome of each form', () => {
    expect(resultMessages('contact', 'stored', undefined)).toEqual([
      { key: 'success', tone: 'success' },
    ])
    expect(resultMessages('newsletter', 'confirmed', undefined)).toEqual([
      { key: 'success', tone: 'success' },
    ])
    expect(resultMessages('newsletter', 'invalid', 'name')).toEqual([
      { key: 'invalid', tone: 'error' },
    ])
  })

  it('lists each refusal once, the required-fields message first', () => {
    expect(resultMessages('contact', 'invalid', 'email,required,required')).toEqual([
      { key: 'problem.required', tone: 'error' },
      { key: 'problem.email', tone: 'error' },
    ])
    expect(resultMessages('funding-check', 'invalid', 'oibChecksum')).toEqual([
      { key: 'oibChecksum', tone: 'error' },
    ])
  })

  it('names the CV problems of a job application and the outcome of a download request', () => {
    expect(resultMessages('application', 'invalid', 'cvNotPdf,email')).toEqual([
      { key: 'problem.cvNotPdf', tone: 'error' },
      { key: 'problem.email', tone: 'error' },
    ])
    expect(resultMessages('application', 'invalid', 'cvTooLarge')).toEqual([
      { key: 'problem.cvTooLarge', tone: 'error' },
    ])
    expect(resultMessages('application', 'stored', undefined)).toEqual([
      { key: 'applied', tone: 'success' },
    ])
    expect(resultMessages('application', 'closed', undefined)).toEqual([
      { key: 'closed', tone: 'error' },
    ])
    expect(resultMessages('download', 'granted', undefined)).toEqual([
      { key: 'granted', tone: 'success' },
    ])
    // A CV problem is not a download's: the form's general error instead.
    expect(resultMessages('download', 'invalid', 'cvNotPdf')).toEqual([
      { key: 'failure', tone: 'error' },
    ])
  })

  it('says that text with forbidden characters was refused', () => {
    expect(resultMessages('contact', 'invalid', 'characters')).toEqual([
      { key: 'problem.characters', tone: 'error' },
    ])
    expect(resultMessages('newsletter', 'invalid', 'characters')).toEqual([
      { key: 'characters', tone: 'error' },
    ])
  })

  it('says when a post was too large or unreadable, whichever form it was', () => {
    expect(resultMessages('contact', 'too-large', undefined)).toEqual([
      { key: 'tooLarge', tone: 'error', request: true },
    ])
    expect(resultMessages('account', 'malformed', undefined)).toEqual([
      { key: 'malformed', tone: 'error', request: true },
    ])
  })

  it('falls back to the general error for anything unknown', () => {
    expect(resultMessages('contact', 'invalid', '<script>')).toEqual([
      { key: 'failure', tone: 'error' },
    ])
    expect(resultMessages('funding-check', 'whatever', undefined)).toEqual([
      { key: 'error', tone: 'error' },
    ])
    expect(resultMessages('newsletter', undefined, undefined)).toEqual([
      { key: 'error', tone: 'error' },
    ])
    // A status that names a property every object has is not one of the form's (nor a request's).
    expect(resultMessages('contact', 'constructor', undefined)).toEqual([
      { key: 'failure', tone: 'error' },
    ])
    expect(resultMessages('booking', 'toString', undefined)).toEqual([
      { key: 'result.error', tone: 'error' },
    ])
  })
})
