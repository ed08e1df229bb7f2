'use client'

import { useSyncExternalStore } from 'react'

const noChanges = () => () => {}
const inBrowser = () => true
const onServer = () => false

/**
 * False in the server's render and during hydration, true once the page's script runs the
 * component: a form marks itself `data-enhanced` with it, so that browser tests (and styles)
 * know its script has taken over from the plain form post.
 */
export const useHydrated = (): boolean => useSyncExternalStore(noChanges, inBrowser, onServer)
