'use client'

import dynamic from 'next/dynamic'
import { useEffect } from 'react'

import { useToasterWanted, wantToaster } from '@/components/ui/toast'

const SonnerToaster = dynamic(() => import('./SonnerToaster.client'), { ssr: false })

const firstInteraction = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const

/** Mounts the toaster at the visitor's first interaction or first toast, whichever is first. */
export function Toaster() {
  const wanted = useToasterWanted()
  useEffect(() => {
    if (wanted) return
    const onInteraction = () => wantToaster()
    for (const type of firstInteraction) {
      window.addEventListener(type, onInteraction, { once: true, passive: true, capture: true })
    }
    return () => {
      for (const type of firstInteraction) {
        window.removeEventListener(type, onInteraction, { capture: true })
      }
    }
  }, [wanted])
  return wanted ? <SonnerToaster /> : null
}
