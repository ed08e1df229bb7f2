import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { RichText, type JSXConvertersFunction } from '@payloadcms/richtext-lexical/react'

import { isSafeLinkUrl } from '@/lib/linkUrl'

type LinkFields = { url?: string | null; newTab?: boolean | null }

/**
 * Links render only with a safe address (http, https, mailto, tel, site paths); any other link
 * keeps its text and loses its href. Everything else is rendered as React elements, so text
 * with markup in it stays text.
 */
const converters: JSXConvertersFunction = ({ defaultConverters }) => {
  const link = (fields: LinkFields, children: React.ReactNode) => {
    const url = fields.url ?? ''
    if (!isSafeLinkUrl(url)) return <span>{children}</span>
    const external = /^https?:/i.test(url.trim())
    return (
      <a
        href={url.trim()}
        {...(fields.newTab ? { target: '_blank' } : {})}
        {...(external ? { rel: 'noopener noreferrer' } : {})}
      >
        {children}
      </a>
    )
  }
  return {
    ...defaultConverters,
    link: ({ node, nodesToJSX }) =>
      link(node.fields as LinkFields, nodesToJSX({ nodes: node.children })),
    autolink: ({ node, nodesToJSX }) =>
      link(node.fields as LinkFields, nodesToJSX({ nodes: node.children })),
  }
}

/** The rich-text body of an article, styled for reading. */
export function RichContent({ data }: { data: SerializedEditorState }) {
  return (
    <RichText
      data={data}
      converters={converters}
      className="prose-content space-y-5 text-lg leading-8 text-slate-800"
    />
  )
}
