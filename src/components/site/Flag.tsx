import type { Locale } from '@/i18n/locales'

const common = { width: 20, height: 14, 'aria-hidden': true, focusable: false } as const

/** Small drawn flags (emoji flags do not render on every system). */
export function Flag({ locale }: { locale: Locale }) {
  if (locale === 'hr') {
    return (
      <svg {...common} viewBox="0 0 30 20" className="rounded-[2px] ring-1 ring-slate-300">
        <rect width="30" height="20" fill="#171796" />
        <rect width="30" height="13.33" fill="#fff" />
        <rect width="30" height="6.67" fill="#f00" />
        <path d="M12 5h6v6.5a3 3 0 0 1-6 0z" fill="#fff" stroke="#f00" strokeWidth=".6" />
        <path d="M12 5h2v2h-2zm4 0h2v2h-2zm-2 2h2v2h-2zm-2 2h2v2h-2zm4 0h2v2h-2z" fill="#f00" />
      </svg>
    )
  }
  if (locale === 'de') {
    return (
      <svg {...common} viewBox="0 0 30 20" className="rounded-[2px] ring-1 ring-slate-300">
        <rect width="30" height="20" fill="#ffce00" />
        <rect width="30" height="13.33" fill="#dd0000" />
        <rect width="30" height="6.67" fill="#000" />
      </svg>
    )
  }
  return (
    <svg {...common} viewBox="0 0 60 40" className="rounded-[2px] ring-1 ring-slate-300">
      <rect width="60" height="40" fill="#012169" />
      <path d="M0 0l60 40M60 0L0 40" stroke="#fff" strokeWidth="8" />
      <path d="M0 0l60 40M60 0L0 40" stroke="#c8102e" strokeWidth="3" />
      <path d="M30 0v40M0 20h60" stroke="#fff" strokeWidth="12" />
      <path d="M30 0v40M0 20h60" stroke="#c8102e" strokeWidth="7" />
    </svg>
  )
}
