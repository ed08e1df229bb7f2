'use client'

import { Bell, LogIn, LogOut, Settings } from 'lucide'
import { useTranslations } from 'next-intl'

import { Icon } from '@/components/ui/Icon'
import { toast } from '@/components/ui/toast'
import { Link } from '@/i18n/navigation'

import { useSession } from './session'

const linkClass =
  'inline-flex h-10 items-center gap-1.5 rounded-md px-2 text-sm font-semibold text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700'

/**
 * The navbar's account corner (labels visible on tablets; icons with screen-reader labels
 * beside the full desktop menu and on phones): "sign in" for visitors; for a signed-in user the sign-out
 * button, their alerts (/account/alerts) and, for editors and admins, the way into /admin.
 */
export function AccountLinks() {
  const t = useTranslations('Account')
  const alerts = useTranslations('Alerts')
  const { user, signOut } = useSession()

  if (!user) {
    return (
      // Only editors sign in: the sign-in page and its code are not fetched ahead on every visit.
      <Link href="/auth" prefetch={false} className={linkClass}>
        <Icon icon={LogIn} className="size-4" />
        <span className="hidden sm:inline xl:hidden">{t('signIn')}</span>
        <span className="sr-only sm:hidden xl:inline">{t('signIn')}</span>
      </Link>
    )
  }
  return (
    <div className="flex items-center gap-1" data-testid="account-links">
      <span className="sr-only">{t('account', { name: user.fullName })}</span>
      <Link href="/account/alerts" prefetch={false} className={linkClass}>
        <Icon icon={Bell} className="size-4" />
        <span className="hidden sm:inline xl:hidden">{alerts('links.account')}</span>
        <span className="sr-only sm:hidden xl:inline">{alerts('links.account')}</span>
      </Link>
      {(user.role === 'admin' || user.role === 'editor') && (
        // /admin is Payload's own app with its own root layout: a full page load, not a route.
        // eslint-disable-next-line @next/next/no-html-link-for-pages
        <a href="/admin" className={linkClass}>
          <Icon icon={Settings} className="size-4" />
          <span className="hidden sm:inline xl:hidden">{t('admin')}</span>
          <span className="sr-only sm:hidden xl:inline">{t('admin')}</span>
        </a>
      )}
      <button
        type="button"
        className={linkClass}
        onClick={async () => {
          await signOut()
          toast.success(t('signedOut'))
        }}
      >
        <Icon icon={LogOut} className="size-4" />
        <span className="hidden sm:inline xl:hidden">{t('signOut')}</span>
        <span className="sr-only sm:hidden xl:inline">{t('signOut')}</span>
      </button>
    </div>
  )
}
