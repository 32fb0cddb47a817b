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
  | 'users';

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

const general = ['normal-user'] as const;
const pushFlags = ['PushMessaging', 'Surveys'] as const;

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
];

export function visibleMenu(grant: TGrant): TMenuEntry[] {
  return MENU.filter((entry) => isAllowed(entry.requires, grant));
}

/**
 * Requirements of the API routes. The server guard reads this table by route id; a test walks
 * every entry. `member` means: any signed-in member of the tenant (the shell needs these calls to
 * build itself, whatever the user's permissions).
 */
export const API_ACCESS = {
  'clientConfiguration.get': 'public',
  'users.current': 'signedIn',
  'permissions.list': 'member',
  'features.byTenant': 'member',
  'countries.active': 'member',
  'settings.list': 'member',
  'settings.byKey': 'member',
  'settings.timezone': 'member',
  'settings.save': { all: ['edit-tenant-settings'] },
  'itAdmin.config': { all: ['it-admin'] },
  'itAdmin.saveAllowedList': { all: ['it-admin'], anyFeatures: pushFlags },
  'itAdmin.slackInstall': { all: ['it-admin'] },
  'categories.list': { all: general },
  'tags.list': { all: general },
  'roles.list': { any: ['manage-users', 'normal-user'] },
  // users and roles: every call needs manage-users; the services keep the vendor's role and its
  // holders out of reach and the caller's own last manage-users role in place
  'users.page': { all: ['manage-users'] },
  'users.customerSuccessManagers': { all: ['manage-users'] },
  'users.save': { all: ['manage-users'] },
  'users.active': { all: ['manage-users'] },
  'users.remove': { all: ['manage-users'] },
  'roles.save': { all: ['manage-users'] },
  'roles.remove': { all: ['manage-users'] },
  'tenantInfo.roles': { any: ['normal-user', 'portal-webchat', 'admin-user', 'view-feedback'] },
  'reports.totalQuestions': { all: general },
  'reports.usageReport': { all: general },
  // knowledge base: reading needs the general permission; the services also check that the
  // user's roles cover the country and the category of what is written
  'questions.page': { all: general },
  'questions.intents': { any: ['normal-user', 'admin-user'] },
  'questions.related': { all: general },
  'questions.get': { all: general },
  'questions.save': { all: general },
  'questions.delete': { all: general },
  'placeholders.page': { all: general },
  'placeholders.get': { all: general },
  'placeholders.current': { all: general },
  'placeholders.status': { all: general },
  'placeholders.globals': { all: general },
  'placeholders.values': { all: general },
  'placeholders.uses': { all: general },
  'placeholders.history': { all: general },
  'placeholders.save': { all: general },
  'placeholders.restore': { all: general },
  'placeholders.delete': { all: general },
  'answers.list': { all: general },
  'answers.current': { all: general },
  'answers.status': { all: general },
  'answers.history': { all: general },
  'answers.preview': { all: general },
  'answers.save': { all: general },
  'answers.restore': { all: general },
  'answers.delete': { all: general },
  'answers.generate': { all: general, features: ['AIAnswerAssistant'] },
  // bot reactions: reading with the menu entry's requirements; writing also needs
  // edit-bot-reactions, and the services check that a role covers the country
  'botReactions.list': { all: general, features: ['BotReactions'] },
  'botReactions.get': { all: general, features: ['BotReactions'] },
  'botReactions.values': { all: general, features: ['BotReactions'] },
  'botReactions.history': { all: general, features: ['BotReactions'] },
  'botReactions.save': { all: [...general, 'edit-bot-reactions'], features: ['BotReactions'] },
  'botReactions.restore': { all: [...general, 'edit-bot-reactions'], features: ['BotReactions'] },
  'botReactions.delete': { all: [...general, 'edit-bot-reactions'], features: ['BotReactions'] },
  'customQuestions.list': { all: general, features: ['CustomQuestions'] },
  'customQuestions.get': { all: general, features: ['CustomQuestions'] },
  'customQuestions.save': { all: ['edit-custom-questions'], features: ['CustomQuestions'] },
  'customQuestions.delete': { all: ['edit-custom-questions'], features: ['CustomQuestions'] },
  // documents: People Manager documents also need ManagerToolBox, which the service checks per role
  'documents.list': { all: general, features: ['Documents'] },
  'documents.templates': { all: general, features: ['Documents'] },
  'documents.get': { all: general, features: ['Documents'] },
  'documents.download': { all: general, features: ['Documents'] },
  'documents.save': { all: [...general, 'edit-documents'], features: ['Documents'] },
  // push messages and surveys share the lookups, the list, the save and the delete: the route
  // needs one of the two flags (and one of the two edit permissions to write); the service then
  // checks the flag and the permission of the item's own type
  'push.recipients': { all: general, anyFeatures: pushFlags },
  'push.channels': { all: general, anyFeatures: pushFlags },
  'push.timeOptions': { all: general, anyFeatures: pushFlags },
  'push.templates': { all: general, anyFeatures: pushFlags },
  'push.page': { all: general, anyFeatures: pushFlags },
  'push.authors': { all: general, anyFeatures: pushFlags },
  'push.get': { all: general, anyFeatures: pushFlags },
  'push.save': { any: ['edit-push-messages', 'edit-surveys'], anyFeatures: pushFlags },
  'push.delete': { any: ['edit-push-messages', 'edit-surveys'], anyFeatures: pushFlags },
  'surveys.options': { all: general, features: ['Surveys'] },
  'surveys.get': { all: general, features: ['Surveys'] },
  'surveys.save': { all: ['edit-surveys'], features: ['Surveys'] },
  'surveys.totals': { all: general, features: ['Surveys'] },
  'surveys.report': { all: general, features: ['Surveys'] },
  'webchat.config': { all: ['portal-webchat'], features: ['PortalWebChat'] },
  // review: the same requirements as the Review Results and Feedback menu entries
  'reviewUtterances.page': { all: ['admin-user'] },
  'feedback.page': { all: ['view-feedback'], features: ['ReviewFeedback'] },
  'reviewUtterances.send': { all: ['admin-user'] },
  'feedback.send': { all: ['view-feedback'], features: ['ReviewFeedback'] },
  'reviewUtterances.ids': { all: ['admin-user'] },
  'reviewUtterances.save': { all: ['admin-user'] },
  'reviewUtterances.delete': { all: ['admin-user'] },
  'reviewUtterances.ratings': { all: ['admin-user'] },
  'reviewUtterances.intents': { all: ['admin-user'] },
  'reviewUtterances.groups': { all: ['admin-user'] },
  'reviewUtterances.state': { all: ['admin-user'] },
  'reviewUtterances.suggestions': { all: ['admin-user'] },
  'feedback.state': { all: ['view-feedback'], features: ['ReviewFeedback'] },
  // the Feedback screen: its preview, its chart, the inline edits of its rows (and states, above)
  'feedback.ids': { all: ['view-feedback'], features: ['ReviewFeedback'] },
  'feedback.save': { all: ['view-feedback'], features: ['ReviewFeedback'] },
  'feedback.ratings': { all: ['view-feedback'], features: ['ReviewFeedback'] },
  // IT Admin: the Teams package (CustomBot) and the support inboxes (EscalateNotSatisfactoryAnswer)
  'customBot.get': { all: ['it-admin'], features: ['CustomBot'] },
  'customBot.default': { all: ['it-admin'], features: ['CustomBot'] },
  'customBot.save': { all: ['it-admin'], features: ['CustomBot'] },
  'customBot.download': { all: ['it-admin'], features: ['CustomBot'] },
  'emailInboxes.list': { all: ['it-admin'], features: ['EscalateNotSatisfactoryAnswer'] },
  'emailInboxes.create': { all: ['it-admin'], features: ['EscalateNotSatisfactoryAnswer'] },
  'emailInboxes.update': { all: ['it-admin'], features: ['EscalateNotSatisfactoryAnswer'] },
  'emailInboxes.delete': { all: ['it-admin'], features: ['EscalateNotSatisfactoryAnswer'] },
} as const satisfies Record<string, 'public' | 'signedIn' | 'member' | TRequirement>;

export type TApiRouteId = keyof typeof API_ACCESS;

export function menuEntryFor(pathname: string): TMenuEntry | undefined {
  // the home entry only matches "/" exactly, so more specific entries are checked first
  return (
    MENU.find((entry) => entry.key !== 'home' && entry.isActive(pathname)) ??
    (pathname === '/' ? MENU[0] : undefined)
  );
}
