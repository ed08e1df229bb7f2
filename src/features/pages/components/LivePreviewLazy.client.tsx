'use client'

import dynamic from 'next/dynamic'

/** The live preview's browser code, loaded only in an editor's preview. */
export const LivePreview = dynamic(() => import('./LivePreview.client').then((m) => m.LivePreview))
