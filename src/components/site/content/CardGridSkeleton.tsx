import { CardGrid } from './CardGrid'

/** Six grey cards shown while a list loads (spec section 9). */
export function CardGridSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">{label}</span>
      <CardGrid>
        {Array.from({ length: 6 }, (_, index) => (
          <div
            key={index}
            data-testid="card-skeleton"
            aria-hidden
            className="flex animate-pulse flex-col overflow-hidden rounded-xl border border-slate-200 bg-white"
          >
            <div className="aspect-video bg-slate-200" />
            <div className="flex flex-col gap-3 p-6">
              <div className="h-6 w-32 rounded-full bg-slate-200" />
              <div className="h-6 w-4/5 rounded bg-slate-200" />
              <div className="h-4 w-full rounded bg-slate-200" />
              <div className="h-4 w-full rounded bg-slate-200" />
              <div className="h-4 w-2/3 rounded bg-slate-200" />
            </div>
          </div>
        ))}
      </CardGrid>
    </div>
  )
}
