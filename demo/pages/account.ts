/** `/my-account/`: login and registration forms (with server-side POST handling), or the dashboard. */
import { z } from 'zod';
import { flashNotice } from './context.ts';
import { hashPassword, verifyPassword } from '../lib/password.ts';
import { verifyNonce } from '../lib/nonce.ts';
import { esc } from '../lib/render.ts';
import { signIn, signOut } from '../lib/session.ts';
import { formFields } from '../lib/validate.ts';
import { formRow } from './account-fields.ts';
import { consentSwitch, newsletterCheckbox } from './integrations.ts';
import type { Page } from './registry.ts';
import type { PageContext } from './context.ts';
import { t } from '../i18n/index.ts';

/** A zod message in the request's language (worded in English, translated when the input is checked). */
const says = (text: string) => ({ error: () => t(text) });

/** The platform's error notice: "Error: …" in bold before the message (HTML). */
const errorNotice = (html: string): string => t('<strong>Error:</strong> %s', html);

const loginInput = z.object({
  username: z.string().trim().min(1, says('Username is required.')).max(200),
  password: z.string().min(1, says('The password field is empty.')).max(1000),
  'woocommerce-login-nonce': z.string().max(64).optional(),
});

const registerInput = z.object({
  email: z.email(says('Please provide a valid email address.')).max(200),
  password: z.string().min(8, says('Please enter a password of at least 8 characters.')).max(1000),
  'woocommerce-register-nonce': z.string().max(64).optional(),
});

function nonceOk(ctx: PageContext, value: string | undefined, action: string): boolean {
  return verifyNonce(ctx.c.get('state').secret, value, action, ctx.session.id, ctx.session.userId);
}

async function handlePost(ctx: PageContext): Promise<Response> {
  const fields = await formFields(ctx.c);
  if ('login' in fields) {
    const input = loginInput.safeParse(fields);
    if (!input.success) {
      flashNotice(ctx.c, { type: 'error', html: errorNotice(esc(input.error.issues[0]?.message ?? t('Invalid input.'))) });
    } else if (!nonceOk(ctx, input.data['woocommerce-login-nonce'], 'woocommerce-login')) {
      flashNotice(ctx.c, { type: 'error', html: t('Your session has expired. Please reload the page and try again.') });
    } else {
      const user = ctx.db.prepare('SELECT id, password_hash FROM users WHERE login = ? OR email = ?').get(input.data.username, input.data.username) as { id: number; password_hash: string } | undefined;
      if (user && verifyPassword(input.data.password, user.password_hash)) {
        signIn(ctx.c, user.id);
        return ctx.c.redirect('/my-account/', 302);
      }
      flashNotice(ctx.c, { type: 'error', html: errorNotice(t('The username or password you entered is incorrect.')) });
    }
  } else if ('register' in fields) {
    const input = registerInput.safeParse(fields);
    if (!input.success) {
      flashNotice(ctx.c, { type: 'error', html: errorNotice(esc(input.error.issues[0]?.message ?? t('Invalid input.'))) });
    } else if (!nonceOk(ctx, input.data['woocommerce-register-nonce'], 'woocommerce-register')) {
      flashNotice(ctx.c, { type: 'error', html: t('Your session has expired. Please reload the page and try again.') });
    } else if (ctx.db.prepare('SELECT 1 FROM users WHERE email = ?').get(input.data.email)) {
      flashNotice(ctx.c, { type: 'error', html: errorNotice(t('An account is already registered with your email address.')) });
    } else {
      const base = input.data.email.split('@')[0]!.replace(/[^a-z0-9._-]/gi, '').slice(0, 40) || 'shopper';
      let login = base;
      for (let i = 2; ctx.db.prepare('SELECT 1 FROM users WHERE login = ?').get(login); i++) login = `${base}${i}`;
      const info = ctx.db.prepare('INSERT INTO users (login, display_name, email, password_hash, created_at) VALUES (?, ?, ?, ?, ?)')
        .run(login, login, input.data.email, hashPassword(input.data.password), new Date().toISOString());
      signIn(ctx.c, Number(info.lastInsertRowid));
      return ctx.c.redirect('/my-account/', 302);
    }
  }
  return ctx.c.redirect('/my-account/', 302);
}

export const accountPage: Page = {
  path: '/my-account/',
  tag: 'shop-account-form',
  title: 'My account',
  description: 'Login and registration forms: password show/hide toggles and a field description that expands on focus.',
  methods: ['GET', 'POST'],
  async render(ctx) {
    if (ctx.c.req.method === 'POST') return handlePost(ctx);
    if (ctx.url.searchParams.has('customer-logout')) {
      if (nonceOk(ctx, ctx.url.searchParams.get('_wpnonce') ?? undefined, 'log-out')) {
        signOut(ctx.c);
        return ctx.c.redirect('/my-account/', 302);
      }
    }
    if (ctx.session.userId) {
      const user = ctx.db.prepare('SELECT display_name FROM users WHERE id = ?').get(ctx.session.userId) as { display_name: string } | undefined;
      const logout = `/my-account/?customer-logout=1&_wpnonce=${ctx.nonce('log-out')}`;
      return {
        title: t('My account'),
        bodyClass: ['woocommerce-account', 'logged-in'],
        body: `<h1>${t('My account')}</h1><div class="woocommerce"><div class="woocommerce-MyAccount-content"><p>${t('Hello %1$s (not %2$s? <a href="%3$s">Log out</a>)', `<strong>${esc(user?.display_name ?? '')}</strong>`, esc(user?.display_name ?? ''), esc(logout))}</p><p>${t('From your account dashboard you can view your recent orders and edit your password and account details.')}</p></div></div>`,
      };
    }
    const body = `<h1>${t('My account')}</h1><div class="woocommerce"><shop-account-form><div class="u-columns col2-set" id="customer_login">
<div class="u-column1 col-1"><h2>${t('Login')}</h2>
<form class="woocommerce-form woocommerce-form-login login" method="post" action="/my-account/">
${formRow({ id: 'username', name: 'username', label: t('Username or email address'), required: true, autocomplete: 'username' })}
${formRow({ id: 'password', name: 'password', label: t('Password'), type: 'password', required: true, autocomplete: 'current-password' })}
<p class="form-row"><label class="woocommerce-form__label woocommerce-form__label-for-checkbox woocommerce-form-login__rememberme"><input class="woocommerce-form__input woocommerce-form__input-checkbox" name="rememberme" type="checkbox" id="rememberme" value="forever"> <span>${t('Remember me')}</span></label>
<input type="hidden" name="woocommerce-login-nonce" value="${esc(ctx.nonce('woocommerce-login'))}">
<button type="submit" class="woocommerce-button button woocommerce-form-login__submit" name="login" value="${t('Log in')}">${t('Log in')}</button></p>
</form></div>
<div class="u-column2 col-2"><h2>${t('Register')}</h2>
<form method="post" class="woocommerce-form woocommerce-form-register register" action="/my-account/">
${formRow({ id: 'reg_email', name: 'email', label: t('Email address'), type: 'email', required: true, autocomplete: 'email' })}
${formRow({ id: 'reg_password', name: 'password', label: t('Password'), type: 'password', required: true, autocomplete: 'new-password', description: t('Use at least 8 characters; a mix of letters, numbers and symbols is stronger.') })}
${newsletterCheckbox()}
<p class="woocommerce-form-row form-row"><input type="hidden" name="woocommerce-register-nonce" value="${esc(ctx.nonce('woocommerce-register'))}">
<button type="submit" class="woocommerce-Button woocommerce-button button woocommerce-form-register__submit" name="register" value="${t('Register')}">${t('Register')}</button></p>
</form></div></div></shop-account-form><cart-recovery></cart-recovery></div>${consentSwitch(ctx)}`;
    return { title: t('My account'), body, bodyClass: ['woocommerce-account'] };
  },
};
