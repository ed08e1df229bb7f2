import type { ServiceStep } from '../text'

/** How we work: numbered steps from the first conversation to the payment. */
export function StepList({ steps }: { steps: readonly ServiceStep[] }) {
  return (
    <ol className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
      {steps.map((step, index) => (
        <li key={step.title} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
          <span
            aria-hidden
            className="grid size-10 place-items-center rounded-full bg-brand-800 font-bold text-white"
          >
            {index + 1}
          </span>
          <h3 className="mt-4 text-lg font-semibold text-brand-900">{step.title}</h3>
          <p className="mt-2 leading-7 text-slate-700">{step.text}</p>
        </li>
      ))}
    </ol>
  )
}
