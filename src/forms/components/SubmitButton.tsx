/** A form's submit button: disabled, with the pending label, while its request is on its way. */
export function SubmitButton({
  pending,
  label,
  pendingLabel,
  className = '',
}: {
  pending: boolean
  label: string
  pendingLabel: string
  className?: string
}) {
  return (
    <button
      type="submit"
      disabled={pending}
      className={`inline-flex h-12 items-center rounded-md bg-brand-800 px-6 font-semibold text-white hover:bg-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-wait disabled:opacity-70 ${className}`}
    >
      {pending ? pendingLabel : label}
    </button>
  )
}
