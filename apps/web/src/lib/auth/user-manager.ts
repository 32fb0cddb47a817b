import { UserManager, WebStorageStateStore } from 'oidc-client-ts';
import type { TClientConfiguration } from '@askhr/shared/tenancy/tenancy.schemas';
import { bindApiSession } from '../api-client';
import { currentLanguage } from '../i18n/portal-language';
import { currentPath } from './return-path';

function createUserManager(config: TClientConfiguration, origin = window.location.origin): UserManager {
  return new UserManager({
    authority: config.authority,
    client_id: config.clientId,
    redirect_uri: `${origin}/callback`,
    post_logout_redirect_uri: `${origin}/`,
    response_type: 'code',
    scope: config.scope,
    // renewal uses the refresh token (offline_access), so no silent iframe page is needed
    automaticSilentRenew: true,
    // localStorage keeps the session across tabs of the portal; sessionStorage would sign in per tab
    userStore: new WebStorageStateStore({ store: window.localStorage }),
  });
}

export async function signInWith(userManager: UserManager, returnTo: string): Promise<void> {
  const user = await userManager.getUser();
  if (user?.refresh_token) {
    try {
      await userManager.signinSilent();
      return;
    } catch {
      // the refresh token is no longer accepted: fall through to an interactive sign-in
    }
  }
  await userManager.signinRedirect({ state: { returnTo }, ui_locales: currentLanguage() });
}

export async function signOutWith(userManager: UserManager): Promise<void> {
  const user = await userManager.getUser();
  try {
    // id_token_hint lets the provider end its own session without asking again
    await userManager.signoutRedirect({ id_token_hint: user?.id_token });
  } catch {
    await userManager.removeUser();
    window.location.assign('/');
  }
}

/** Lets the API client read the token, renew it once on a 401, and send the user back to sign in. */
function bindApiToUserManager(userManager: UserManager) {
  bindApiSession({
    getAccessToken: async () => (await userManager.getUser())?.access_token ?? null,
    renew: async () => {
      try {
        return (await userManager.signinSilent()) !== null;
      } catch {
        return false;
      }
    },
    signIn: () =>
      userManager.signinRedirect({ state: { returnTo: currentPath() }, ui_locales: currentLanguage() }),
  });
}

/** The user manager for a client configuration, with the API client reading its tokens: how a session starts. */
export function startSession(config: TClientConfiguration): UserManager {
  const userManager = createUserManager(config);
  bindApiToUserManager(userManager);
  return userManager;
}
