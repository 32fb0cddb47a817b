import { describe, expect, it } from 'vitest';
import { FEATURES, PERMISSIONS } from './permissions';
import { isAllowed, MENU, menuEntryFor, visibleMenu } from './access-table';
import { API_ACCESS } from './api-routes';

const keys = (permissions: string[], features: string[] = [...FEATURES]) =>
  visibleMenu({ permissions, features }).map((e) => e.key);

describe('isAllowed', () => {
  it('needs every permission of `all`, one of `any` and every feature', () => {
    const rule = { all: ['normal-user'], any: ['it-admin', 'manage-users'], features: ['Surveys'] } as const;
    expect(isAllowed(rule, { permissions: ['normal-user', 'it-admin'], features: ['Surveys'] })).toBe(true);
    expect(isAllowed(rule, { permissions: ['normal-user'], features: ['Surveys'] })).toBe(false);
    expect(isAllowed(rule, { permissions: ['it-admin'], features: ['Surveys'] })).toBe(false);
    expect(isAllowed(rule, { permissions: ['normal-user', 'manage-users'], features: [] })).toBe(false);
    expect(isAllowed({}, { permissions: [], features: [] })).toBe(true);
  });

  it('accepts sets as well as arrays', () => {
    expect(
      isAllowed({ all: ['it-admin'] }, { permissions: new Set(['it-admin']), features: new Set() }),
    ).toBe(true);
  });
});

describe('visibleMenu', () => {
  it('gives everything to a user with every permission and feature, in menu order', () => {
    expect(keys([...PERMISSIONS])).toEqual(MENU.map((e) => e.key));
  });

  it('gives the general entries, and the flagged ones only with their flag', () => {
    expect(keys(['normal-user'], [])).toEqual(['home', 'placeholders', 'questions']);
    expect(keys(['normal-user'], ['Surveys', 'Documents'])).toEqual([
      'home',
      'placeholders',
      'questions',
      'surveys',
      'documents',
    ]);
  });

  it('needs the permission and the flag for Feedback and Test Bot', () => {
    expect(keys(['view-feedback'], [])).toEqual([]);
    expect(keys(['view-feedback'], ['ReviewFeedback'])).toEqual(['feedback']);
    expect(keys(['portal-webchat'], ['Surveys'])).toEqual([]);
    expect(keys(['portal-webchat'])).toEqual(['webChat']);
  });

  it('gives Settings, IT Admin, Review Results and Users through their own permission', () => {
    expect(keys(['edit-tenant-settings'])).toEqual(['settings']);
    expect(keys(['it-admin'])).toEqual(['itAdmin']);
    expect(keys(['admin-user'])).toEqual(['reviewUtterances']);
    expect(keys(['manage-users'])).toEqual(['users', 'auditTrail']);
  });
});

describe('menu highlighting', () => {
  it.each([
    ['/', 'home'],
    ['/placeholders', 'placeholders'],
    ['/placeholder/12', 'placeholders'],
    ['/anything/with/placeholder/in-it', 'placeholders'],
    ['/questions', 'questions'],
    ['/question/12', 'questions'],
    ['/botReaction/3', 'botReactions'],
    ['/surveys/4', 'surveys'],
    ['/documents/people-manager', 'documents'],
    ['/reviewPreview', 'reviewUtterances'],
    ['/feedback/', 'feedback'],
    ['/ExchangeSlackToken', 'itAdmin'],
    ['/ITAdmin/', 'itAdmin'],
    ['/audit-trail', 'auditTrail'],
    ['/nowhere', undefined],
  ])('%s belongs to %s', (path, key) => {
    expect(menuEntryFor(path)?.key).toBe(key);
  });

  it('does not confuse /questionsX with /questions', () => {
    expect(menuEntryFor('/questionsX')).toBeUndefined();
  });
});

describe('custom questions routes', () => {
  const all = [...FEATURES];
  it('are read with the general permission and written with edit-custom-questions', () => {
    const general = { permissions: ['normal-user'], features: all };
    const editor = { permissions: ['edit-custom-questions'], features: all };
    expect(isAllowed(API_ACCESS['customQuestions.list'], general)).toBe(true);
    expect(isAllowed(API_ACCESS['customQuestions.get'], general)).toBe(true);
    expect(isAllowed(API_ACCESS['customQuestions.save'], general)).toBe(false);
    expect(isAllowed(API_ACCESS['customQuestions.delete'], general)).toBe(false);
    expect(isAllowed(API_ACCESS['customQuestions.save'], editor)).toBe(true);
    expect(isAllowed(API_ACCESS['customQuestions.delete'], editor)).toBe(true);
  });

  it('need the CustomQuestions feature', () => {
    const withoutFlag = {
      permissions: ['normal-user', 'edit-custom-questions'],
      features: all.filter((f) => f !== 'CustomQuestions'),
    };
    for (const id of ['list', 'get', 'save', 'delete'] as const)
      expect(isAllowed(API_ACCESS[`customQuestions.${id}`], withoutFlag)).toBe(false);
  });
});

describe('push and survey routes', () => {
  const all = [...FEATURES];
  const without = (...flags: string[]) => all.filter((f) => !flags.includes(f));

  it('share the lookups between the two flags: either one is enough, none is not', () => {
    const general = (features: string[]) => ({ permissions: ['normal-user'], features });
    expect(isAllowed(API_ACCESS['push.recipients'], general(without('Surveys')))).toBe(true);
    expect(isAllowed(API_ACCESS['push.recipients'], general(without('PushMessaging')))).toBe(true);
    expect(isAllowed(API_ACCESS['push.recipients'], general(without('Surveys', 'PushMessaging')))).toBe(
      false,
    );
  });

  it('write with either edit permission, and surveys only with edit-surveys and their flag', () => {
    const grant = (permissions: string[], features = all) => ({ permissions, features });
    expect(isAllowed(API_ACCESS['push.save'], grant(['normal-user']))).toBe(false);
    expect(isAllowed(API_ACCESS['push.save'], grant(['edit-push-messages']))).toBe(true);
    expect(isAllowed(API_ACCESS['push.delete'], grant(['edit-surveys']))).toBe(true);
    expect(isAllowed(API_ACCESS['surveys.save'], grant(['edit-push-messages']))).toBe(false);
    expect(isAllowed(API_ACCESS['surveys.save'], grant(['edit-surveys'], without('Surveys')))).toBe(false);
  });
});
