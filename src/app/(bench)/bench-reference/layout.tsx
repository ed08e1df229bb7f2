import type { Metadata } from 'next'
import type { ReactNode } from 'react'

import '@/app/(frontend)/globals.css'

export const metadata: Metadata = {
  title: 'Reference page',
  robots: { index: false, follow: false },
}

/**
 * The bare reference page of bench/lighthouse: the same Next.js build and stylesheet as the
 * site, with nothing else, so a page's score can be read against what the framework alone gets
 * on this machine (its mobile scores swing by ten points between runs).
 */
export default function BenchLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  )
}
