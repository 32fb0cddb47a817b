import {
  isAllowed,
  MENU,
  menuEntryFor,
  visibleMenu,
  type TGrant,
  type TMenuEntry,
} from '@askhr/shared/access/access-table';
import type { TFeatureFlag } from '@askhr/shared/tenancy/tenancy.schemas';

/** What the signed-in user holds in the chosen tenant; only switched-on features count. */
export function grantOf(permissions: readonly string[], features: readonly TFeatureFlag[]): TGrant {
  return {
    permissions: new Set(permissions),
    features: new Set(features.filter((feature) => feature.active).map((feature) => feature.name)),
  };
}

export function menuFor(grant: TGrant): TMenuEntry[] {
  return visibleMenu(grant);
}

const isPreviewPath = (pathname: string) => pathname.toLowerCase().replace(/\/$/, '') === '/reviewpreview';

/** A preview opened from Feedback lists Feedback's rows: Feedback's requirement opens it. */
function pageEntryFor(pathname: string, search: string): TMenuEntry | undefined {
  if (isPreviewPath(pathname) && new URLSearchParams(search).get('fromFeedback') === 'true')
    return MENU.find((entry) => entry.key === 'feedback');
  return menuEntryFor(pathname);
}

/** Route guard: a path covered by a menu entry needs that entry's requirement; other paths are open. */
export function canOpen(pathname: string, grant: TGrant, search = ''): boolean {
  const entry = pageEntryFor(pathname, search);
  return entry ? isAllowed(entry.requires, grant) : true;
}

/** Users whose only entry is the web chat land on it instead of a Home they cannot open. */
export function isOnlyWebChat(menu: readonly TMenuEntry[]): boolean {
  return menu.length === 1 && menu[0]?.key === 'webChat';
}

export const WEB_CHAT_PATH = '/webChat';
