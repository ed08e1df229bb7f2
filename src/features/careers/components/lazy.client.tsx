'use client'

import dynamic from 'next/dynamic'

import { hydrateApart } from '@/components/ui/hydrateApart'

/** The form's browser code in a chunk of its own, shipped only with pages that show it. */
export const ApplicationForm = hydrateApart(
  dynamic(() => import('./ApplicationForm.client').then((m) => m.ApplicationForm)),
)
