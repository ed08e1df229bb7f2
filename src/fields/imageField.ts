import type { UploadField } from 'payload'

/** An optional image from the media library. */
export function imageField(
  overrides: Partial<UploadField> & Pick<UploadField, 'name'>,
): UploadField {
  return {
    type: 'upload',
    relationTo: 'media',
    label: { hr: 'Slika', en: 'Image', de: 'Bild' },
    ...overrides,
  } as UploadField
}
