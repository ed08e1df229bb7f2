'use client'

import dynamic from 'next/dynamic'

import { hydrateApart } from '@/components/ui/hydrateApart'

/*
 * The home sections' browser code, each in a chunk of its own: the route that renders every
 * page editors build ships it only to the pages that show these sections (rendered on the
 * server all the same).
 */
export const HeroVideos = hydrateApart(
  dynamic(() => import('./HeroVideos.client').then((m) => m.HeroVideos)),
)
export const Testimonials = hydrateApart(
  dynamic(() => import('./Testimonials.client').then((m) => m.Testimonials)),
)
export const CountUp = hydrateApart(
  dynamic(() => import('./CountUp.client').then((m) => m.CountUp)),
)
export const Reveal = hydrateApart(dynamic(() => import('./Reveal.client').then((m) => m.Reveal)))
