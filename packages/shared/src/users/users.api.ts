import { defineApi } from '../access/api-route';

const access = { all: ['manage-users'] } as const;

/** Users and roles in the API catalogue (access/api-routes.ts). */
export const USERS_API = defineApi('Users', access, {
  // users and roles: every call needs manage-users; the services keep the vendor's role and its
  // holders out of reach and the caller's own last manage-users role in place
  'users.page': {
    route: 'GET /api/Users/page',
    summary: "A page of the tenant's users by email (Customer Success Managers apart), matching `search`",
  },
  'users.customerSuccessManagers': {
    route: 'GET /api/Users/customerSuccessManagers',
    summary: "The vendor's Customer Success Managers in the tenant",
  },
  'users.save': {
    route: 'POST /api/Users/',
    summary:
      'Invites (id missing or <= 0) or edits a user; a new account of the embedded sign-in gets a temporary password, returned once (409 when the version is stale)',
  },
  'users.active': {
    route: 'POST /api/Users/:id/active',
    summary: 'Enables or disables a user in the tenant (409 when the version is stale)',
  },
  'users.remove': {
    route: 'DELETE /api/Users/:id',
    summary: 'Removes a user from the tenant; an account left in no tenant is deleted',
  },
  'roles.save': {
    route: 'POST /api/Roles/',
    summary: 'Creates (id missing or <= 0) or edits a role (409 when the version is stale)',
  },
  'roles.remove': {
    route: 'DELETE /api/Roles/:id',
    summary: 'Deletes a role (409 when the version is stale)',
  },
  'users.current': {
    route: 'GET /api/Users/current',
    access: 'signedIn',
    summary: 'The signed-in user and its tenants',
  },
  'users.language': {
    route: 'PUT /api/Users/current/language',
    access: 'signedIn',
    summary:
      "Saves the signed-in user's own portal language (null follows the browser) and sets the askhr_lang cookie the sign-in pages read",
  },
  'roles.list': {
    route: 'GET /api/Roles/',
    access: { any: ['manage-users', 'normal-user'] },
    summary: "The tenant's roles",
  },
});
