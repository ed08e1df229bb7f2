'use client'

import dynamic from 'next/dynamic'

import { hydrateApart } from '@/components/ui/hydrateApart'

/** The live preview's browser code, loaded only in an editor's preview. */
export const LivePreview = hydrateApart(
  dynamic(() => import('./LivePreview.client').then((m) => m.LivePreview)),
)
