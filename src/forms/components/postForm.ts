/** How a form post through the JSON API went, as the forms show it. */
export type PostOutcome<T> =
  | { kind: 'ok'; answer: T }
  | { kind: 'refused'; message: string; fields: Record<string, string> }
  | { kind: 'failed' }

type Refusal = { error?: unknown; errors?: unknown }

/**
 * Posts a form's values as JSON to one of the site's endpoints. A refusal (4xx: bad input,
 * wrong password, too many requests…) carries the server's message in the visitor's language;
 * anything else that is not a success (network down, 5xx, unreadable answer) is a failure the
 * form reports without losing the input.
 */
export function postForm<T>(url: string, values: Record<string, unknown>): Promise<PostOutcome<T>> {
  return send<T>(url, {
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(values),
  })
}

/** Posts a form with its files (multipart), answered like `postForm`. */
export function postFormData<T>(url: string, data: FormData): Promise<PostOutcome<T>> {
  return send<T>(url, { headers: { Accept: 'application/json' }, body: data })
}

async function send<T>(
  url: string,
  init: { headers: Record<string, string>; body: string | FormData },
): Promise<PostOutcome<T>> {
  try {
    const response = await fetch(url, { method: 'POST', ...init })
    const answer = (await response.json()) as T & Refusal
    if (response.ok) return { kind: 'ok', answer }
    if (response.status >= 400 && response.status < 500 && typeof answer.error === 'string') {
      const fields =
        answer.errors && typeof answer.errors === 'object'
          ? (answer.errors as Record<string, string>)
          : {}
      return { kind: 'refused', message: answer.error, fields }
    }
    return { kind: 'failed' }
  } catch {
    return { kind: 'failed' }
  }
}

/** A form's text values, keyed by field name. */
export function formValues(form: HTMLFormElement): Record<string, string> {
  return Object.fromEntries(
    [...new FormData(form).entries()].map(([name, value]) => [name, String(value)]),
  )
}
