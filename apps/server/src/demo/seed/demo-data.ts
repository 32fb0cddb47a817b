import {
  CSM_ROLE_NAME,
  FEATURES,
  PERMISSIONS,
  type TFeature,
  type TPermission,
} from '@askhr/shared/access/permissions';
import { ADMINISTRATOR_ROLE_NAME, SETTING_KEYS } from '@askhr/shared/tenancy/tenancy.constants';

/** Every demo account signs in with this password (README, sign-in page hint). */
export const DEMO_PASSWORD = 'demo1234';

export type TDemoTenantKey = 'acme' | 'globex';

interface TDemoRole {
  name: string;
  description: string;
  permissions: readonly TPermission[];
  countryCodes?: string[];
  isCustomerSuccessManager?: boolean;
}

interface TDemoTenant {
  key: TDemoTenantKey;
  name: string;
  countryCodes: string[];
  features: TFeature[];
  settings: Record<string, string>;
  roles: TDemoRole[];
}

const administrator: TDemoRole = {
  name: ADMINISTRATOR_ROLE_NAME,
  description: 'Every permission, in every country and category.',
  permissions: PERMISSIONS,
};

export const DEMO_CATEGORIES = [
  'Benefits',
  'Payroll',
  'Time Off',
  'Onboarding',
  'IT Support',
  'Equipment',
  'Travel & Expenses',
  'Policies',
];

export const DEMO_TAGS = ['Urgent', 'New Hire', 'Manager', 'Remote Work', 'Security', 'Finance'];

export const DEMO_TENANTS: TDemoTenant[] = [
  {
    key: 'acme',
    name: 'Acme Corp',
    countryCodes: ['ES', 'DE', 'US', 'IN', 'BR'],
    // reviewers edit rows inline here; Globex shows the training mode (EmbeddingsModel)
    features: FEATURES.filter((f) => f !== 'EmbeddingsModel'),
    settings: { [SETTING_KEYS.logoFileName]: 'acme.svg', [SETTING_KEYS.reportsTimeZone]: 'Europe/Madrid' },
    roles: [
      administrator,
      {
        name: 'Editor Spain',
        description: 'Maintains the answers and placeholder values of Spain.',
        permissions: ['normal-user'],
        countryCodes: ['ES'],
      },
      {
        name: 'Reviewer',
        description: 'Reviews what employees asked and the feedback they gave.',
        permissions: ['normal-user', 'admin-user', 'view-feedback'],
      },
      {
        name: 'Bot Tester',
        description: 'Tries the bot in the portal web chat.',
        permissions: ['portal-webchat'],
      },
      {
        name: CSM_ROLE_NAME,
        description: "The vendor's customer success team.",
        permissions: PERMISSIONS,
        isCustomerSuccessManager: true,
      },
    ],
  },
  {
    key: 'globex',
    name: 'Globex Ltd',
    countryCodes: ['GB', 'FR'],
    features: FEATURES.filter((f) => f !== 'Surveys' && f !== 'PortalWebChat'),
    settings: { [SETTING_KEYS.logoFileName]: 'globex.svg', [SETTING_KEYS.reportsTimeZone]: 'Europe/London' },
    roles: [administrator],
  },
];

export interface TDemoUser {
  email: string;
  name: string;
  /** role names per tenant */
  memberships: Partial<Record<TDemoTenantKey, string[]>>;
}

export const DEMO_USERS: TDemoUser[] = [
  {
    email: 'admin@acme.test',
    name: 'Alex Morgan',
    memberships: { acme: [ADMINISTRATOR_ROLE_NAME], globex: [ADMINISTRATOR_ROLE_NAME] },
  },
  { email: 'editor.es@acme.test', name: 'Lucía Fernández', memberships: { acme: ['Editor Spain'] } },
  { email: 'reviewer@acme.test', name: 'Priya Raman', memberships: { acme: ['Reviewer'] } },
  { email: 'webchat@acme.test', name: 'Sam Carter', memberships: { acme: ['Bot Tester'] } },
  { email: 'nobody@acme.test', name: 'Noah Becker', memberships: {} },
  { email: 'csm@vendor.test', name: 'Jordan Blake', memberships: { acme: [CSM_ROLE_NAME] } },
];
