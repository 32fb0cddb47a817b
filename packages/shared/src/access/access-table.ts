import { general } from './api-route';
import type { TFeature, TPermission } from './permissions';

/**
 * What a user needs to reach something: every listed permission (`all`), at least one of `any`
 * when given, every listed feature flag switched on for the tenant, and at least one of
 * `anyFeatures` when given.
 */
export interface TRequirement {
  all?: readonly TPermission[];
  any?: readonly TPermission[];
  features?: readonly TFeature[];
  anyFeatures?: readonly TFeature[];
}

export interface TGrant {
  permissions: ReadonlySet<string> | readonly string[];
  features: ReadonlySet<string> | readonly string[];
}

const has = (set: ReadonlySet<string> | readonly string[], key: string) =>
  Array.isArray(set) ? set.includes(key) : (set as ReadonlySet<string>).has(key);

export function isAllowed(requirement: TRequirement, grant: TGrant): boolean {
  if (requirement.all?.some((p) => !has(grant.permissions, p))) return false;
  if (
    requirement.any &&
    requirement.any.length > 0 &&
    !requirement.any.some((p) => has(grant.permissions, p))
  )
    return false;
  if (requirement.features?.some((f) => !has(grant.features, f))) return false;
  if (requirement.anyFeatures?.length && !requirement.anyFeatures.some((f) => has(grant.features, f)))
    return false;
  return true;
}

export type TMenuKey =
  | 'home'
  | 'placeholders'
  | 'questions'
  | 'botReactions'
  | 'pushMessages'
  | 'surveys'
  | 'documents'
  | 'reviewUtterances'
  | 'feedback'
  | 'itAdmin'
  | 'settings'
  | 'customQuestions'
  | 'webChat'
  | 'users'
  | 'auditTrail';

export interface TMenuEntry {
  key: TMenuKey;
  /** i18n key of the label */
  label: string;
  path: string;
  /** the entry is highlighted when the current path matches */
  isActive: (pathname: string) => boolean;
  requires: TRequirement;
}

const startsWith = (prefix: string) => (pathname: string) =>
  pathname.toLowerCase() === prefix.toLowerCase() ||
  pathname.toLowerCase().startsWith(prefix.toLowerCase().replace(/\/?$/, '/'));

/** The side menu, in display order (spec 000 section 2). */
export const MENU: readonly TMenuEntry[] = [
  { key: 'home', label: 'MENU_HOME', path: '/', isActive: (p) => p === '/', requires: { all: general } },
  {
    key: 'placeholders',
    label: 'MENU_PLACEHOLDERS',
    path: '/placeholders',
    isActive: (p) => p.toLowerCase().includes('placeholder'),
    requires: { all: general },
  },
  {
    key: 'questions',
    label: 'MENU_QUESTIONS',
    path: '/questions',
    isActive: (p) => startsWith('/questions')(p) || startsWith('/question')(p),
    requires: { all: general },
  },
  {
    key: 'botReactions',
    label: 'MENU_BOT_REACTIONS',
    path: '/botReactions',
    isActive: (p) => startsWith('/botReactions')(p) || startsWith('/botReaction')(p),
    requires: { all: general, features: ['BotReactions'] },
  },
  {
    key: 'pushMessages',
    label: 'MENU_PUSH_MESSAGES',
    path: '/pushMessages',
    isActive: startsWith('/pushMessages'),
    requires: { all: general, features: ['PushMessaging'] },
  },
  {
    key: 'surveys',
    label: 'MENU_SURVEYS',
    path: '/surveys',
    isActive: startsWith('/surveys'),
    requires: { all: general, features: ['Surveys'] },
  },
  {
    key: 'documents',
    label: 'MENU_DOCUMENTS',
    path: '/documents',
    isActive: startsWith('/documents'),
    requires: { all: general, features: ['Documents'] },
  },
  {
    key: 'reviewUtterances',
    label: 'MENU_REVIEW_RESULTS',
    path: '/reviewUtterances/',
    isActive: (p) => startsWith('/reviewUtterances')(p) || startsWith('/reviewPreview')(p),
    requires: { all: ['admin-user'] },
  },
  {
    key: 'feedback',
    label: 'MENU_FEEDBACK',
    path: '/feedback/',
    isActive: startsWith('/feedback'),
    requires: { all: ['view-feedback'], features: ['ReviewFeedback'] },
  },
  {
    key: 'itAdmin',
    label: 'MENU_IT_ADMIN',
    path: '/itAdmin',
    // the Slack install returns to /ExchangeSlackToken, which belongs to IT Admin
    isActive: (p) => startsWith('/itAdmin')(p) || startsWith('/ExchangeSlackToken')(p),
    requires: { all: ['it-admin'] },
  },
  {
    key: 'settings',
    label: 'MENU_SETTINGS',
    path: '/settings',
    isActive: startsWith('/settings'),
    requires: { all: ['edit-tenant-settings'] },
  },
  {
    key: 'customQuestions',
    label: 'MENU_CUSTOM_QUESTIONS',
    path: '/customQuestions/',
    isActive: startsWith('/customQuestions'),
    requires: { all: general, features: ['CustomQuestions'] },
  },
  {
    key: 'webChat',
    label: 'MENU_TEST_BOT',
    path: '/webChat',
    isActive: startsWith('/webChat'),
    requires: { all: ['portal-webchat'], features: ['PortalWebChat'] },
  },
  {
    key: 'users',
    label: 'MENU_USER_MANAGEMENT',
    path: '/users',
    isActive: startsWith('/users'),
    requires: { all: ['manage-users'] },
  },
  {
    key: 'auditTrail',
    label: 'MENU_AUDIT_TRAIL',
    path: '/audit-trail',
    isActive: startsWith('/audit-trail'),
    requires: { all: ['manage-users'] },
  },
];

export function visibleMenu(grant: TGrant): TMenuEntry[] {
  return MENU.filter((entry) => isAllowed(entry.requires, grant));
}

export function menuEntryFor(pathname: string): TMenuEntry | undefined {
  // the home entry only matches "/" exactly, so more specific entries are checked first
  return (
    MENU.find((entry) => entry.key !== 'home' && entry.isActive(pathname)) ??
    (pathname === '/' ? MENU[0] : undefined)
  );
}
