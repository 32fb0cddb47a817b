/**
 * Server-rendered pages of the sign-in provider. The CSP allows scripts from 'self' only, so
 * behaviour lives in the static files under assets/auth and the markup works without them.
 */

export const LOGIN_MESSAGES = {
  invalidCredentials: 'The email or password is incorrect.',
  missingFields: 'Enter your email and password.',
  disabled: 'This account has been disabled. Please contact your administrator.',
  attemptUnderWay: 'A sign-in for this email is already being checked. Please wait a moment and try again.',
  demoHint: 'Demo accounts use the password demo1234 — for example admin@acme.test',
  temporaryExpired: 'Your temporary password has expired. Please ask your administrator to invite you again.',
} as const;

export const PASSWORD_CHANGE_MESSAGES = {
  intro: 'You signed in with a temporary password. Choose your own password to continue.',
  tooShort: (min: number) => `Your new password needs at least ${min} characters.`,
  mismatch: 'The two passwords do not match.',
  sameAsTemporary: 'Choose a password other than the temporary one.',
} as const;

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

function layout(brand: TBrand, opts: { title: string; body: string; script?: string }): string {
  const script = opts.script ? `<script src="${brand.assetPath}/${opts.script}" defer></script>` : '';
  return `<!DOCTYPE html>
<html lang="en">
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
${brand.supportEmail ? `<p class="footer">Need help? Contact <a href="mailto:${escapeHtml(brand.supportEmail)}">${escapeHtml(brand.supportEmail)}</a></p>` : ''}
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

export function loginPage(brand: TBrand, page: TLoginPage): string {
  const hasError = Boolean(page.error);
  const invalid = hasError ? ' aria-invalid="true" aria-describedby="login-error"' : '';
  // focus where the user continues: the password once the email is known
  const focusEmail = page.email ? '' : ' autofocus';
  const focusPassword = page.email ? ' autofocus' : '';
  const body = `<h1>Sign in</h1>
<p class="lead">Use your work email to continue to ${escapeHtml(brand.productName)}.</p>
<div class="alert" id="login-error" role="alert">${escapeHtml(page.error ?? '')}</div>
<form class="form" method="post" action="${escapeHtml(page.action)}" data-login-form>
<div class="field">
<label for="email">Email</label>
<input id="email" name="email" type="email" inputmode="email" autocomplete="username" autocapitalize="none" spellcheck="false" required maxlength="320" value="${escapeHtml(page.email ?? '')}"${focusEmail}${invalid}>
</div>
<div class="field">
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required maxlength="1024"${focusPassword}${invalid}>
</div>
<button class="button" type="submit" data-busy-label="Signing in…">Sign in</button>
</form>
${page.showDemoHint ? `<p class="hint">${escapeHtml(LOGIN_MESSAGES.demoHint)}</p>` : ''}`;
  return layout(brand, { title: 'Sign in', body, script: 'login.js' });
}

export interface TPasswordChangePage {
  action: string;
  email: string;
  minLength: number;
  error?: string;
}

/** The forced change of a temporary password, between a valid sign-in and the portal. */
export function passwordChangePage(brand: TBrand, page: TPasswordChangePage): string {
  const invalid = page.error ? ' aria-invalid="true" aria-describedby="login-error"' : '';
  const body = `<h1>Choose a new password</h1>
<p class="lead">${escapeHtml(PASSWORD_CHANGE_MESSAGES.intro)}</p>
<div class="alert" id="login-error" role="alert">${escapeHtml(page.error ?? '')}</div>
<form class="form" method="post" action="${escapeHtml(page.action)}" data-login-form>
<input type="email" name="username" autocomplete="username" value="${escapeHtml(page.email)}" readonly hidden>
<div class="field">
<label for="password">New password</label>
<input id="password" name="password" type="password" autocomplete="new-password" required minlength="${page.minLength}" maxlength="1024" autofocus aria-describedby="password-hint"${invalid}>
<small class="field-hint" id="password-hint">At least ${page.minLength} characters.</small>
</div>
<div class="field">
<label for="confirm">Confirm the password</label>
<input id="confirm" name="confirm" type="password" autocomplete="new-password" required minlength="${page.minLength}" maxlength="1024"${invalid}>
</div>
<button class="button" type="submit" data-busy-label="Saving…">Save and continue</button>
</form>`;
  return layout(brand, { title: 'Choose a new password', body, script: 'login.js' });
}

export function messagePage(
  brand: TBrand,
  opts: { title: string; message: string; linkLabel?: string },
): string {
  const body = `<h1>${escapeHtml(opts.title)}</h1>
<p class="lead">${escapeHtml(opts.message)}</p>
<a class="button" href="${escapeHtml(brand.portalUrl)}">${escapeHtml(opts.linkLabel ?? `Back to ${brand.productName}`)}</a>`;
  return layout(brand, { title: opts.title, body });
}

export function errorPage(brand: TBrand, message: string): string {
  return messagePage(brand, { title: 'Something went wrong', message });
}

/**
 * The provider's confirmation form (`form`, hidden xsrf field included) submitted by logout.js;
 * the button is the fallback when scripts do not run.
 */
export function logoutPage(brand: TBrand, form: string): string {
  const body = `<h1>Signing you out…</h1>
<p class="lead">One moment while we sign you out of ${escapeHtml(brand.productName)}.</p>
${form}
<button class="button" type="submit" form="op.logoutForm" name="logout" value="yes" data-logout-button>Sign out</button>`;
  return layout(brand, { title: 'Sign out', body, script: 'logout.js' });
}

export function signedOutPage(brand: TBrand): string {
  return messagePage(brand, {
    title: 'You are signed out',
    message: `You have been signed out of ${brand.productName}.`,
    linkLabel: `Back to ${brand.productName}`,
  });
}
