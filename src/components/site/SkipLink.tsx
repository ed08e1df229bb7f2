import { getTranslations } from 'next-intl/server'

export async function SkipLink() {
  const t = await getTranslations('SkipLink')
  return (
    <a
      href="#main"
      className="sr-only z-[100] rounded-md bg-white px-4 py-2 font-semibold text-brand-900 shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      {t('label')}
    </a>
  )
}
