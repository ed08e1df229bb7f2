import type { Endpoint, PayloadRequest } from 'payload'

import type { Locale } from '@/i18n/locales'
import { tooManyRequests } from '@/server/rateLimit'

import { readBody, unreadableBody, type BodyProblem } from './body'
import { incoming, invalidInput, isFormPost, seeResultPage } from './request'

type Problems = Record<string, string | undefined>

/** The two refusals every public form answers alike: too many requests, and refused fields. */
type Limited = { status: 'limited'; retryAfterSeconds: number }
type Invalid = { status: 'invalid'; errors: Problems }

/** What the endpoint read of one request, handed to the feature's `submit`, `page` and `json`. */
export interface Submission<Body> {
  req: PayloadRequest
  request: Request
  locale: Locale
  /** The rate-limit key of the client. */
  key: string
  /** True when a browser without JavaScript posted the form: it is answered with a page. */
  formPost: boolean
  body: Body
}

type Readout<Body> = { ok: true; value: Body } | { ok: false; problem: BodyProblem }

export interface FormEndpointSpec<Body, Result extends { status: string }> {
  path: string
  /**
   * The result page (`/forms/{form}`) a browser without JavaScript is sent to; without it,
   * every answer is JSON (an endpoint only scripts call).
   */
  form?: string
  /** Reads the body: JSON or a plain form post by default (size-limited), or a multipart form. */
  read?: (request: Request) => Promise<Readout<Body>>
  /** The feature's words for the shared refusals, in the visitor's language. */
  words: {
    limited: (locale: Locale, retryAfterSeconds: number) => string
    problem: (locale: Locale, problem: string) => string
    /** The form's message when fields are refused (default: the required-fields message or the first field's). */
    summary?: (locale: Locale, errors: Problems) => string | undefined
  }
  submit: (submission: Submission<Body>) => Promise<Result>
  /** Where a form post goes; undefined (or no `page`) is the result page with the status and problems. */
  page?: (result: Result, submission: Submission<Body>) => Response | undefined
  /** The JSON answer to every result but the shared refusals. */
  json: (
    result: Exclude<Result, Limited | Invalid>,
    submission: Submission<Body>,
  ) => Response | Promise<Response>
}

const isLimited = (result: { status: string }): result is Limited =>
  result.status === 'limited' && typeof (result as Limited).retryAfterSeconds === 'number'

const isInvalid = (result: { status: string }): result is Invalid =>
  result.status === 'invalid' && typeof (result as Invalid).errors === 'object'

/** Minutes to wait, rounded up, for the "try again in n minutes" messages. */
export const minutesOf = (seconds: number) => Math.ceil(seconds / 60)

/**
 * The POST endpoint of one of the site's public forms. Every one does the same around its
 * feature's `submit`: reads the body (refusing one that is too large, of another type or broken:
 * JSON with 413, 415 or 400, or the result page for a browser's form post), answers a browser
 * without JavaScript with a page (`page`, by default the result page), and a script with JSON:
 * 429 with Retry-After when the client is over its limit, 400 with each refused field's message,
 * and the feature's own `json` for the rest.
 */
export function formEndpoint<
  Body = unknown,
  Result extends { status: string } = { status: string },
>(spec: FormEndpointSpec<Body, Result>): Endpoint {
  const read = spec.read ?? (readBody as (request: Request) => Promise<Readout<Body>>)
  return {
    path: spec.path,
    method: 'post',
    handler: async (req) => {
      const { request, locale, key } = incoming(req)
      const formPost = spec.form !== undefined && isFormPost(request)
      const body = await read(request)
      if (!body.ok) {
        if (!formPost) return unreadableBody(locale, body.problem)
        const status = body.problem === 'tooLarge' ? 'too-large' : 'malformed'
        return seeResultPage(locale, spec.form!, { status })
      }
      const submission: Submission<Body> = { req, request, locale, key, formPost, body: body.value }
      const result = await spec.submit(submission)
      if (formPost) {
        return spec.page?.(result, submission) ?? seeResultPage(locale, spec.form!, result)
      }
      if (isLimited(result)) {
        const message = spec.words.limited(locale, result.retryAfterSeconds)
        return tooManyRequests(result.retryAfterSeconds, message)
      }
      if (isInvalid(result)) {
        return invalidInput(
          result.errors,
          (problem) => spec.words.problem(locale, problem),
          spec.words.summary?.(locale, result.errors),
        )
      }
      return spec.json(result as Exclude<Result, Limited | Invalid>, submission)
    },
  }
}
