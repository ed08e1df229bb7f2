'use client'

import dynamic from 'next/dynamic'

/*
 * The home sections' browser code, each in a chunk of its own: the route that renders every
 * page editors build ships it only to the pages that show these sections (rendered on the
 * server all the same).
 */
export const HeroVideos = dynamic(() => import('./HeroVideos.client').then((m) => m.HeroVideos))
export const Testimonials = dynamic(() =>
  import('./Testimonials.client').then((m) => m.Testimonials),
)
export const CountUp = dynamic(() => import('./CountUp.client').then((m) => m.CountUp))
export const Reveal = dynamic(() => import('./Reveal.client').then((m) => m.Reveal))
