import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react'

export const inputClass =
  'mt-2 block w-full rounded-md border border-slate-400 bg-white px-4 text-slate-900 placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-700 aria-invalid:border-red-700'

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name'> & {
  id: string
  name: string
  label: ReactNode
  hint?: string
  /** A refusal of this field's value, shown instead of the hint and tied to the input. */
  error?: string
}

/** The attributes that tie a text input to its hint or error (see FieldNote). */
export const fieldInputProps = (id: string, hint?: string, error?: string) => ({
  id,
  'aria-describedby': (error ?? hint) ? `${id}-hint` : undefined,
  'aria-invalid': error ? true : undefined,
  className: `${inputClass} h-12`,
})

/** A field's hint, or its error instead, under the input that names it by aria-describedby. */
export function FieldNote({ id, hint, error }: { id: string; hint?: string; error?: string }) {
  const note = error ?? hint
  if (!note) return null
  return (
    <p id={`${id}-hint`} className={`mt-1 text-sm ${error ? 'text-red-700' : 'text-slate-600'}`}>
      {note}
    </p>
  )
}

/** A labelled text input with an optional hint or error tied to it by aria-describedby. */
export function FormField({ id, name, label, hint, error, className, ...input }: Props) {
  return (
    <div className={className}>
      <label htmlFor={id} className="font-semibold text-brand-900">
        {label}
      </label>
      <input name={name} {...fieldInputProps(id, hint, error)} {...input} />
      <FieldNote id={id} hint={hint} error={error} />
    </div>
  )
}

type AreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'name'> & {
  id: string
  name: string
  label: ReactNode
  /** A refusal of this field's value, shown below it and tied to it. */
  error?: string
}

/** A labelled multi-line input (a message), its refusal tied to it by aria-describedby. */
export function TextAreaField({ id, name, label, error, className, ...area }: AreaProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className="font-semibold text-brand-900">
        {label}
      </label>
      <textarea
        id={id}
        name={name}
        rows={5}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-hint` : undefined}
        className={`${inputClass} py-3`}
        {...area}
      />
      {error && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  )
}
