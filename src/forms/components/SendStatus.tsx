import type { ReactNode } from 'react'

/** Where a form's post is: the server's refusal carries its message and each field's. */
export type SendState<Field extends string> =
  | { status: 'idle' | 'sending' | 'sent' }
  | { status: 'refused'; message: string; fields: Partial<Record<Field, string>> }
  | { status: 'failed' }

/**
 * A form's outcome under its button, announced as it comes: the success, the server's refusal or
 * the failure, each in the form's own words.
 */
export function SendStatus({
  state,
  testId,
  sent,
  failed,
}: {
  state: SendState<string>
  testId: string
  sent: ReactNode
  failed: ReactNode
}) {
  return (
    <div aria-live="polite" className="mt-4" data-testid={testId}>
      {state.status === 'sent' && <p className="font-semibold text-emerald-800">{sent}</p>}
      {state.status === 'refused' && (
        <p role="alert" className="font-semibold text-red-700">
          {state.message}
        </p>
      )}
      {state.status === 'failed' && (
        <p role="alert" className="font-semibold text-red-700">
          {failed}
        </p>
      )}
    </div>
  )
}
