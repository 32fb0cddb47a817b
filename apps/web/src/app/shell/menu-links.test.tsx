import { screen, within } from '@testing-library/react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { TFeatureFlag } from '@askhr/shared/tenancy/tenancy.schemas';
import { grantOf, menuFor } from '../../lib/access';
import { active, TestProviders } from '../../test/render-app';
import { MenuLinks } from './menu-links';

function renderMenu(permissions: string[], features: TFeatureFlag[], pathname = '/') {
  render(
    <TestProviders>
      <MemoryRouter>
        <nav aria-label="menu">
          <MenuLinks entries={menuFor(grantOf(permissions, features))} pathname={pathname} />
        </nav>
      </MemoryRouter>
    </TestProviders>,
  );
  return within(screen.getByRole('navigation', { name: 'menu' }));
}

const labels = (menu: ReturnType<typeof renderMenu>) =>
  menu.queryAllByRole('link').map((link) => link.textContent);

describe('menu entries', () => {
  it('gives the general permission Home, Placeholders and Questions only', () => {
    expect(labels(renderMenu(['normal-user'], []))).toEqual(['Home', 'Placeholders', 'Questions']);
  });

  it('adds the flagged areas when their features are on, and ignores switched-off features', () => {
    const features = [
      ...active('BotReactions', 'PushMessaging', 'Surveys', 'Documents', 'CustomQuestions'),
      { name: 'ReviewFeedback', active: false },
    ];
    expect(labels(renderMenu(['normal-user', 'view-feedback'], features))).toEqual([
      'Home',
      'Placeholders',
      'Questions',
      'Bot Reactions',
      'Push Messages',
      'Surveys',
      'Documents',
      'Custom Questions',
    ]);
  });

  it('shows every entry, in menu order, to a user holding everything', () => {
    const permissions = ['normal-user', 'admin-user', 'view-feedback', 'it-admin', 'edit-tenant-settings'];
    const features = active(
      'BotReactions',
      'PushMessaging',
      'Surveys',
      'Documents',
      'ReviewFeedback',
      'CustomQuestions',
      'PortalWebChat',
    );
    expect(labels(renderMenu([...permissions, 'portal-webchat', 'manage-users'], features))).toEqual([
      'Home',
      'Placeholders',
      'Questions',
      'Bot Reactions',
      'Push Messages',
      'Surveys',
      'Documents',
      'Review Results',
      'Feedback',
      'IT Admin',
      'Settings',
      'Custom Questions',
      'Test Bot',
      'User Management',
      'Audit Trail',
    ]);
  });

  it.each([
    [['it-admin', 'manage-users'], [], ['IT Admin', 'User Management', 'Audit Trail']],
    [['portal-webchat'], active('PortalWebChat'), ['Test Bot']],
    [['portal-webchat'], [], []],
    [[], active('PortalWebChat', 'Surveys'), []],
  ])('gives %j with features %j exactly %j', (permissions, features, expected) => {
    expect(labels(renderMenu(permissions, features))).toEqual(expected);
  });
});

describe('active highlighting', () => {
  const everything = ['normal-user', 'admin-user'];

  it.each([
    ['/', 'Home'],
    ['/placeholders', 'Placeholders'],
    ['/placeholder/12', 'Placeholders'],
    ['/question/5', 'Questions'],
    ['/reviewPreview', 'Review Results'],
  ])('marks only the entry of %s', (pathname, expected) => {
    const menu = renderMenu(everything, [], pathname);
    const current = menu.getAllByRole('link').filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.map((link) => link.textContent)).toEqual([expected]);
    expect(current[0]?.hasAttribute('data-active')).toBe(true);
  });
});
