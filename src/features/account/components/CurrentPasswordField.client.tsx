'use client'

import { PasswordField } from '@payloadcms/ui'
import type { TextFieldClientProps } from 'payload'

/** Empty unless the password is being changed; the server checks it then. */
const optional = () => true as const

/**
 * The account's "current password" in /admin: a masked input, filled in only to change one's
 * own password (../collections/Users/hooks/passwordRules.ts refuses the change without it).
 * Payload's own password input would demand a value on every save.
 */
export function CurrentPasswordField(props: TextFieldClientProps) {
  return (
    <PasswordField
      {...props}
      path={props.path ?? props.field.name}
      autoComplete="current-password"
      validate={optional}
    />
  )
}
