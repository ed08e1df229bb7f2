'use client'

import { Toaster as Sonner } from 'sonner'

/** Toasts of the whole site: at most three at a time, about four seconds each. */
export default function SonnerToaster() {
  return <Sonner position="top-center" offset={80} visibleToasts={3} duration={4000} closeButton />
}
