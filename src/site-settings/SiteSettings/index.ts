import type { GlobalConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { isEditorOrAdmin } from '@/access/isEditorOrAdmin'
import { urlField } from '@/fields/urlField'

import { revalidateSiteSettings } from './hooks/revalidateSiteSettings'

export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  access: {
    read: anyone,
    update: isEditorOrAdmin,
  },
  admin: {
    group: { hr: 'Postavke', en: 'Settings', de: 'Einstellungen' },
  },
  label: { hr: 'Postavke stranice', en: 'Site settings', de: 'Website-Einstellungen' },
  fields: [
    {
      name: 'brandName',
      type: 'text',
      required: true,
      maxLength: 80,
      label: { hr: 'Naziv tvrtke', en: 'Brand name', de: 'Markenname' },
    },
    {
      name: 'description',
      type: 'textarea',
      required: true,
      localized: true,
      maxLength: 400,
      label: {
        hr: 'Opis u podnožju',
        en: 'Footer description',
        de: 'Beschreibung in der Fußzeile',
      },
    },
    {
      name: 'contact',
      type: 'group',
      label: { hr: 'Kontakt', en: 'Contact', de: 'Kontakt' },
      fields: [
        { name: 'email', type: 'email', required: true, label: 'E-mail' },
        {
          name: 'phone',
          type: 'text',
          required: true,
          maxLength: 40,
          label: { hr: 'Telefon', en: 'Phone', de: 'Telefon' },
        },
        {
          name: 'street',
          type: 'text',
          required: true,
          maxLength: 120,
          label: { hr: 'Ulica i broj', en: 'Street', de: 'Straße' },
        },
        {
          name: 'postalCode',
          type: 'text',
          required: true,
          maxLength: 12,
          label: { hr: 'Poštanski broj', en: 'Postal code', de: 'Postleitzahl' },
        },
        {
          name: 'city',
          type: 'text',
          required: true,
          maxLength: 60,
          label: { hr: 'Grad', en: 'City', de: 'Stadt' },
        },
        {
          name: 'country',
          type: 'text',
          required: true,
          localized: true,
          maxLength: 60,
          label: { hr: 'Država', en: 'Country', de: 'Land' },
        },
      ],
    },
    {
      name: 'social',
      type: 'group',
      label: { hr: 'Društvene mreže', en: 'Social links', de: 'Soziale Netzwerke' },
      fields: [
        urlField({ name: 'linkedin', label: 'LinkedIn' }),
        urlField({ name: 'instagram', label: 'Instagram' }),
        urlField({ name: 'facebook', label: 'Facebook' }),
      ],
    },
    {
      name: 'product',
      type: 'group',
      label: { hr: 'Vanjski proizvod', en: 'External product', de: 'Externes Produkt' },
      fields: [
        {
          name: 'label',
          type: 'text',
          maxLength: 40,
          label: { hr: 'Naziv u izborniku', en: 'Menu label', de: 'Menübezeichnung' },
        },
        urlField({ name: 'url', label: { hr: 'Adresa', en: 'Address', de: 'Adresse' } }),
      ],
    },
  ],
  hooks: {
    afterChange: [revalidateSiteSettings],
  },
}
