import type { CollectionBeforeChangeHook } from 'payload'

import { readingTimeMinutes, richTextToPlainText } from '../../../rules/readingTime'

/** Fills the reading time from the content when the editor left it empty. */
export const computeReadingTime: CollectionBeforeChangeHook = ({ data }) => {
  if (data.readingTime || !data.content) return data
  return { ...data, readingTime: readingTimeMinutes(richTextToPlainText(data.content)) }
}
