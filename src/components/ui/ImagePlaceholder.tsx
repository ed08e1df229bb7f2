import { Image as ImageIcon } from 'lucide'

import { Icon } from './Icon'

/** Shown where an item has no image; decorative, so hidden from assistive technology. */
export function ImagePlaceholder() {
  return (
    <div
      aria-hidden
      className="flex h-full w-full items-center justify-center bg-gradient-to-br from-brand-50 to-slate-100 text-brand-600/40"
    >
      <Icon icon={ImageIcon} className="size-12" strokeWidth={1.5} />
    </div>
  )
}
