/** The unsubscribe link's question answered: a plain form that posts the leave. */
export function LeaveButton({ token, label }: { token: string; label: string }) {
  return (
    <form
      method="post"
      action={`/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`}
      className="mt-6"
    >
      <button
        type="submit"
        className="inline-flex h-12 items-center justify-center rounded-md bg-brand-800 px-6 font-semibold text-white hover:bg-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        {label}
      </button>
    </form>
  )
}
