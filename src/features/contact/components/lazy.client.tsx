'use client'

import dynamic from 'next/dynamic'

/** The form's browser code in a chunk of its own, shipped only with pages that show it. */
export const ContactForm = dynamic(() => import('./ContactForm.client').then((m) => m.ContactForm))
