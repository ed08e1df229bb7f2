import type { ReactNode } from 'react'

import type { Locale } from '@/i18n/locales'

/**
 * A message key of the form's namespace, or of the Request namespace when `request` is set (a
 * body that could not be read), and its tone.
 */
export type ResultMessage = { key: string; tone: 'success' | 'error' | 'info'; request?: true }

/** Where a result page leads back to, and the link's words (namespace FormResult). */
export type ResultBackLink = {
  href: string
  label: 'back' | 'home' | 'backToJobs' | 'backToResources' | 'backToJob'
}

/** The query a form's endpoint sends its result page (`/forms/{form}?status=…`). */
export type ResultQuery = { status: string | undefined; get: (name: string) => string | undefined }

/** A translator of the form's namespace, with the values every result message may name. */
export type ResultTranslate = (key: string) => string

/**
 * What a feature's form says on the page a browser without JavaScript lands on after posting it
 * (`/forms/{form}`): the same messages the form shows as toasts with JavaScript on. Defined in
 * the feature (`formResult` of its definition) and shown by `src/forms/components/FormResultPage`.
 */
export type FormResultDefinition = {
  /** The message namespace of its keys. */
  namespace: string
  /** The message of each status its endpoint answers with; `error` for any other. */
  statuses: Record<string, ResultMessage> & { error: ResultMessage }
  /** The message key of a refusal's problem (status `invalid`), or null for one it does not name. */
  problem?: (problem: string) => string | null
  /** Where the page leads back to. */
  back: ResultBackLink
  /** Where it leads back to for this answer, when not `back`. */
  backFor?: (query: ResultQuery) => ResultBackLink | null
  /** The key of a line under one of its messages, for this answer (or null). */
  detail?: (messageKey: string, query: ResultQuery) => string | null
  /** The page's content instead of its messages, for this answer (or null for the messages). */
  instead?: (locale: Locale, query: ResultQuery) => Promise<ReactNode | null>
  /** What follows the messages for this answer (a link, a button), or null. */
  after?: (locale: Locale, query: ResultQuery, t: ResultTranslate) => Promise<ReactNode | null>
}

/** A feature's form result: its name in the route (`/forms/{form}`) and its definition. */
export type FeatureFormResult = { form: string; load: () => Promise<FormResultDefinition> }

/** What any form's post may fail on before the form itself is read. */
const requestProblems: Record<string, ResultMessage> = {
  'too-large': { key: 'tooLarge', tone: 'error', request: true },
  malformed: { key: 'malformed', tone: 'error', request: true },
}

/** The keys of fields' problems most forms share (required, e-mail, length, characters). */
export const fieldProblems = ['required', 'email', 'tooLong', 'singleLine', 'characters']

/** A `problem` of a definition: `problem.{name}` for each of `names`, null for any other. */
export const problemsNamed =
  (names: readonly string[], prefix = 'problem.') =>
  (problem: string) =>
    names.includes(problem) ? `${prefix}${problem}` : null

/**
 * What the result page says for a form post's `status` (and, for refusals, its `problems`):
 * the messages the same form shows as toasts with JavaScript on. Unknown values fall back to
 * the form's general error message.
 */
export function resultMessages(
  form: Pick<FormResultDefinition, 'statuses' | 'problem'>,
  status: string | undefined,
  problems: string | undefined,
): ResultMessage[] {
  if (status && Object.hasOwn(requestProblems, status)) return [requestProblems[status]!]
  if (status === 'invalid' && form.problem) {
    const keys = [...new Set((problems ?? '').split(',').map(form.problem))]
      .filter((key): key is string => Boolean(key))
      // "Please fill in all required fields" first, as the form says it first.
      .sort((a, b) => Number(b.endsWith('required')) - Number(a.endsWith('required')))
    if (keys.length > 0) return keys.map((key) => ({ key, tone: 'error' }))
  }
  return [
    (status && Object.hasOwn(form.statuses, status) && form.statuses[status]) ||
      form.statuses.error,
  ]
}
