import { Badge } from '@/components/ui/Badge'
import type { ServiceProgramme } from '../text'

/** The funding programmes we work with: name, source and what they finance. */
export function ProgrammeGrid({ programmes }: { programmes: readonly ServiceProgramme[] }) {
  return (
    <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {programmes.map((programme) => (
        <li
          key={programme.name}
          className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
        >
          <h3 className="text-lg font-semibold text-brand-900">{programme.name}</h3>
          <Badge className="order-first self-start">{programme.scope}</Badge>
          <p className="leading-7 text-slate-700">{programme.text}</p>
        </li>
      ))}
    </ul>
  )
}
