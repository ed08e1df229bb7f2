'use client'

import dynamic from 'next/dynamic'

/** The form's browser code in a chunk of its own, shipped only with pages that show it. */
export const GatedDownload = dynamic(() =>
  import('./GatedDownload.client').then((m) => m.GatedDownload),
)
