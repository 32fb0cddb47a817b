/**
 * Server-rendered pages of the sign-in provider. The CSP allows scripts from 'self' only, so
 * behaviour lives in the static files under assets/auth and the markup works without them.
 * Every page speaks the language it is given (see page-language.ts for how it is chosen).
 */
import type { TPortalLanguage } from '@askhr/shared/users/portal-language';
import { PAGE_TEXTS } from './page-texts';

/** The English refusals, quoted by tests and the specification (each language: page-texts.ts). */
export const LOGIN_MESSAGES = PAGE_TEXTS.en.loginMessages;
export const PASSWORD_CHANGE_MESSAGES = PAGE_TEXTS.en.passwordChangeMessages;

export interface TBrand {
  productName: string;
  /** where "back to the portal" links go */
  portalUrl: string;
  /** browser-visible path of the static files in assets/auth */
  assetPath: string;
  supportEmail?: string;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

function layout(
  brand: TBrand,
  language: TPortalLanguage,
  opts: { title: string; body: string; script?: string },
): string {
  const script = opts.script ? `<script src="${brand.assetPath}/${opts.script}" defer></script>` : '';
  return `<!DOCTYPE html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="data:,">
<title>${escapeHtml(opts.title)} · ${escapeHtml(brand.productName)}</title>
<link rel="stylesheet" href="${brand.assetPath}/auth.css">
${script}
</head>
<body>
<main class="auth">
<div class="card">
<div class="brand"><span class="brand-mark" aria-hidden="true">${escapeHtml(brand.productName.charAt(0).toUpperCase())}</span><span class="brand-name">${escapeHtml(brand.productName)}</span></div>
${opts.body}
</div>
${brand.supportEmail ? `<p class="footer">${escapeHtml(PAGE_TEXTS[language].needHelp)} <a href="mailto:${escapeHtml(brand.supportEmail)}">${escapeHtml(brand.supportEmail)}</a></p>` : ''}
</main>
</body>
</html>`;
}

export interface TLoginPage {
  action: string;
  email?: string;
  error?: string;
  showDemoHint: boolean;
}

export function loginPage(brand: TBrand, language: TPortalLanguage, page: TLoginPage): string {
  const texts = PAGE_TEXTS[language];
  const hasError = Boolean(page.error);
  const invalid = hasError ? ' aria-invalid="true" aria-describedby="login-error"' : '';
  // focus where the user continues: the password once the email is known
  const focusEmail = page.email ? '' : ' autofocus';
  const focusPassword = page.email ? ' autofocus' : '';
  const body = `<h1>${escapeHtml(texts.login.title)}</h1>
<p class="lead">${escapeHtml(texts.login.lead(brand.productName))}</p>
<div class="alert" id="login-error" role="alert">${escapeHtml(page.error ?? '')}</div>
<form class="form" method="post" action="${escapeHtml(page.action)}" data-login-form>
<div class="field">
<label for="email">${escapeHtml(texts.login.email)}</label>
<input id="email" name="email" type="email" inputmode="email" autocomplete="username" autocapitalize="none" spellcheck="false" required maxlength="320" value="${escapeHtml(page.email ?? '')}"${focusEmail}${invalid}>
</div>
<div class="field">
<label for="password">${escapeHtml(texts.login.password)}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required maxlength="1024"${focusPassword}${invalid}>
</div>
<button class="button" type="submit" data-busy-label="${escapeHtml(texts.login.busy)}">${escapeHtml(texts.login.title)}</button>
</form>
${page.showDemoHint ? `<p class="hint">${escapeHtml(texts.loginMessages.demoHint)}</p>` : ''}`;
  return layout(brand, language, { title: texts.login.title, body, script: 'login.js' });
}

export interface TPasswordChangePage {
  action: string;
  email: string;
  minLength: number;
  error?: string;
}

/** The forced change of a temporary password, between a valid sign-in and the portal. */
export function passwordChangePage(
  brand: TBrand,
  language: TPortalLanguage,
  page: TPasswordChangePage,
): string {
  const texts = PAGE_TEXTS[language];
  const invalid = page.error ? ' aria-invalid="true" aria-describedby="login-error"' : '';
  const body = `<h1>${escapeHtml(texts.passwordChange.title)}</h1>
<p class="lead">${escapeHtml(texts.passwordChangeMessages.intro)}</p>
<div class="alert" id="login-error" role="alert">${escapeHtml(page.error ?? '')}</div>
<form class="form" method="post" action="${escapeHtml(page.action)}" data-login-form>
<input type="email" name="username" autocomplete="username" value="${escapeHtml(page.email)}" readonly hidden>
<div class="field">
<label for="password">${escapeHtml(texts.passwordChange.newPassword)}</label>
<input id="password" name="password" type="password" autocomplete="new-password" required minlength="${page.minLength}" maxlength="1024" autofocus aria-describedby="password-hint"${invalid}>
<small class="field-hint" id="password-hint">${escapeHtml(texts.passwordChange.hint(page.minLength))}</small>
</div>
<div class="field">
<label for="confirm">${escapeHtml(texts.passwordChange.confirm)}</label>
<input id="confirm" name="confirm" type="password" autocomplete="new-password" required minlength="${page.minLength}" maxlength="1024"${invalid}>
</div>
<button class="button" type="submit" data-busy-label="${escapeHtml(texts.passwordChange.busy)}">${escapeHtml(texts.passwordChange.submit)}</button>
</form>`;
  return layout(brand, language, { title: texts.passwordChange.title, body, script: 'login.js' });
}

export function messagePage(
  brand: TBrand,
  language: TPortalLanguage,
  opts: { title: string; message: string; linkLabel?: string },
): string {
  const linkLabel = opts.linkLabel ?? PAGE_TEXTS[language].backTo(brand.productName);
  const body = `<h1>${escapeHtml(opts.title)}</h1>
<p class="lead">${escapeHtml(opts.message)}</p>
<a class="button" href="${escapeHtml(brand.portalUrl)}">${escapeHtml(linkLabel)}</a>`;
  return layout(brand, language, { title: opts.title, body });
}

export function errorPage(brand: TBrand, language: TPortalLanguage, message: string): string {
  return messagePage(brand, language, { title: PAGE_TEXTS[language].error.title, message });
}

/** The page of a sign-in whose interaction is gone (too old, already used, or not this browser's). */
export function expiredPage(brand: TBrand, language: TPortalLanguage): string {
  const { expired } = PAGE_TEXTS[language];
  return messagePage(brand, language, { title: expired.title, message: expired.message(brand.productName) });
}

/**
 * The provider's confirmation form (`form`, hidden xsrf field included) submitted by logout.js;
 * the button is the fallback when scripts do not run.
 */
export function logoutPage(brand: TBrand, language: TPortalLanguage, form: string): string {
  const { logout } = PAGE_TEXTS[language];
  const body = `<h1>${escapeHtml(logout.heading)}</h1>
<p class="lead">${escapeHtml(logout.lead(brand.productName))}</p>
${form}
<button class="button" type="submit" form="op.logoutForm" name="logout" value="yes" data-logout-button>${escapeHtml(logout.title)}</button>`;
  return layout(brand, language, { title: logout.title, body, script: 'logout.js' });
}

export function signedOutPage(brand: TBrand, language: TPortalLanguage): string {
  const { signedOut } = PAGE_TEXTS[language];
  return messagePage(brand, language, {
    title: signedOut.title,
    message: signedOut.message(brand.productName),
  });
}
