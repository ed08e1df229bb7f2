import { Clock, Download, FileSpreadsheet, FileText } from 'lucide'

import { Badge } from '@/components/ui/Badge'
import { Icon } from '@/components/ui/Icon'
import type { ResourceItem, ResourcesCopy } from '@/copy/resources/types'

const formatIcons = { pdf: FileText, excel: FileSpreadsheet } as const

type Props = { id: string; item: ResourceItem; copy: ResourcesCopy }

/**
 * A guide or template whose file is not published yet: the download button is disabled and
 * described by the "coming soon" note beside it.
 */
export function ResourceCard({ id, item, copy }: Props) {
  const noteId = `${id}-note`
  return (
    <li className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <div className="flex items-center justify-between gap-4">
        <span
          aria-hidden
          className="grid size-12 place-items-center rounded-lg bg-brand-50 text-brand-800"
        >
          <Icon icon={formatIcons[item.format]} className="size-6" />
        </span>
        <Badge tone="muted">
          <span className="sr-only">{copy.formatLabel} </span>
          <span>{copy.formats[item.format]}</span>
        </Badge>
      </div>
      <h2 className="text-xl font-semibold text-brand-900">{item.title}</h2>
      <p className="leading-7 text-slate-700">{item.description}</p>
      <div className="mt-auto flex flex-col gap-3 border-t border-slate-200 pt-4">
        <p id={noteId} className="flex items-start gap-2 text-sm text-slate-700">
          <Icon icon={Clock} className="mt-0.5 size-4 shrink-0 text-brand-700" />
          <span>
            <strong className="font-semibold text-brand-900">{copy.comingSoon}.</strong>{' '}
            {copy.unavailable}
          </span>
        </p>
        <button
          type="button"
          disabled
          aria-describedby={noteId}
          className="inline-flex h-11 cursor-not-allowed items-center justify-center gap-2 rounded-md border border-slate-300 bg-slate-100 px-5 font-semibold text-slate-700"
        >
          <Icon icon={Download} className="size-4" />
          {copy.download} {copy.formats[item.format]}
          <span className="sr-only">: {item.title}</span>
        </button>
      </div>
    </li>
  )
}
