import { getTranslations } from 'next-intl/server'

import { PageContainer } from '@/components/ui/PageContainer'
import { Reveal } from '@/features/home/components'
import type { Locale } from '@/i18n/locales'

import { homeBlocks } from '../blocks/home'
import type { PageDoc } from '../pages'
import { LivePreview } from './LivePreviewLazy.client'
import { RenderBlocks } from './RenderBlocks'

const revealed = new Set(homeBlocks.map((block) => block.slug))

/** A page built from blocks, in its template; in draft mode with the preview bar. */
export async function PageView({
  locale,
  page,
  preview,
}: {
  locale: Locale
  page: PageDoc
  preview: boolean
}) {
  const blocks = <RenderBlocks blocks={page.layout} locale={locale} template={page.template} />
  return (
    <>
      {preview && <PreviewBar locale={locale} path={page.path} />}
      {page.layout.some((block) => revealed.has(block.blockType)) && <Reveal />}
      {page.template === 'contained' ? <PageContainer>{blocks}</PageContainer> : blocks}
    </>
  )
}

async function PreviewBar({ locale, path }: { locale: Locale; path: string }) {
  const t = await getTranslations({ locale, namespace: 'Pages' })
  const exit = `/next/exit-preview?path=${encodeURIComponent(path)}&locale=${locale}`
  return (
    <div
      role="status"
      className="bg-accent-400 px-4 py-2 text-center text-sm font-semibold text-brand-950"
    >
      {t('previewing')}{' '}
      <a href={exit} className="underline underline-offset-4">
        {t('exitPreview')}
      </a>
      <LivePreview />
    </div>
  )
}
