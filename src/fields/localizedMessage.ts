type MessageRequest = { req: { i18n?: { language?: string } } }

/** A field validation message in the editor's admin language (Croatian when unknown). */
export const localizedMessage =
  (messages: { hr: string; en: string; de: string }) =>
  ({ req }: MessageRequest): string =>
    messages[(req.i18n?.language ?? 'hr') as keyof typeof messages] ?? messages.hr
