'use client'

import { useTranslations } from 'next-intl'

import { FormField } from '@/forms/components/FormField'
import { SubmitButton } from '@/forms/components/SubmitButton'
import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'

import { useAccountForms } from './useAccountForms'

/**
 * /auth: the login tab (default) and the signup tab. Success signs in and goes
 * to the home page ("Successfully logged in!"), or says to check the mail ("Account created!
 * …"); refusals show the server's message in the form. A visitor who is already signed in is
 * sent to the home page.
 */
export function AccountForms({ locale }: { locale: Locale }) {
  const t = useTranslations('Account')
  const { tab, tabs, pending, refusal, created, choose, onTabKey, submit } = useAccountForms(
    t,
    locale,
  )

  const fields = refusal?.fields ?? {}
  return (
    <div className="mt-10 max-w-md">
      <AuthTabs tab={tab} tabs={tabs} choose={choose} onTabKey={onTabKey} />
      <div
        id="auth-panel"
        role="tabpanel"
        aria-labelledby={`auth-tab-${tab}`}
        className="mt-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
      >
        <form
          key={tab}
          method="post"
          action={`/api/account/${tab}?locale=${locale}`}
          onSubmit={submit}
          noValidate
          className="grid gap-5"
        >
          {tab === 'signup' && (
            <FormField
              id="auth-fullName"
              name="fullName"
              label={t('fullName')}
              autoComplete="name"
              required
              maxLength={120}
              error={fields.fullName}
            />
          )}
          <FormField
            id="auth-email"
            name="email"
            type="email"
            label={t('email')}
            autoComplete="email"
            required
            maxLength={254}
            error={fields.email}
          />
          <FormField
            id="auth-password"
            name="password"
            type="password"
            label={t('password')}
            autoComplete={tab === 'login' ? 'current-password' : 'new-password'}
            required
            maxLength={128}
            hint={tab === 'signup' ? t('passwordHint') : t('lockHint')}
            error={fields.password}
          />
          <SubmitButton
            pending={pending}
            label={t(tab === 'login' ? 'loginSubmit' : 'signupSubmit')}
            pendingLabel={t(tab === 'login' ? 'loggingIn' : 'signingUp')}
          />
          <div aria-live="polite" data-testid="auth-status">
            {refusal && (
              <p role="alert" className="font-semibold text-red-700">
                {refusal.message}
              </p>
            )}
            {created && <p className="font-semibold text-emerald-800">{t('created')}</p>}
          </div>
        </form>
        <p className="mt-6 flex flex-col gap-2 text-sm">
          <Link href="/auth/forgot" className="text-brand-700 underline-offset-4 hover:underline">
            {t('forgotLink')}
          </Link>
          <Link href="/auth/resend" className="text-brand-700 underline-offset-4 hover:underline">
            {t('resendLink')}
          </Link>
        </p>
      </div>
    </div>
  )
}

const tabClass = (active: boolean) =>
  `flex-1 rounded-md px-4 py-2.5 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${
    active ? 'bg-white text-brand-900 shadow-sm' : 'text-slate-700 hover:text-brand-900'
  }`

/** The two tabs: the chosen one in the tab order, the arrow keys move to the other. */
function AuthTabs({
  tab,
  tabs,
  choose,
  onTabKey,
}: Pick<ReturnType<typeof useAccountForms>, 'tab' | 'tabs' | 'choose' | 'onTabKey'>) {
  const t = useTranslations('Account')
  return (
    <div role="tablist" aria-label={t('title')} className="flex gap-1 rounded-lg bg-slate-100 p-1">
      {(['login', 'signup'] as const).map((name) => (
        <button
          key={name}
          ref={(element) => {
            tabs.current[name] = element
          }}
          id={`auth-tab-${name}`}
          type="button"
          role="tab"
          aria-selected={tab === name}
          aria-controls="auth-panel"
          tabIndex={tab === name ? 0 : -1}
          onClick={() => choose(name)}
          onKeyDown={onTabKey}
          className={tabClass(tab === name)}
        >
          {t(name === 'login' ? 'loginTab' : 'signupTab')}
        </button>
      ))}
    </div>
  )
}
