'use client'

import type { ComponentProps } from 'react'

import { Link } from '@/i18n/navigation'

import { usePrefetchOnIntent } from './usePrefetchOnIntent'

/** A link to the home page, fetched ahead on intent (see usePrefetchOnIntent). */
export function HomeLink(props: Omit<ComponentProps<'a'>, 'href'>) {
  const intent = usePrefetchOnIntent('/')
  return <Link {...props} {...intent} href="/" />
}
