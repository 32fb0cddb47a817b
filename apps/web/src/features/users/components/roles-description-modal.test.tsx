import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TRole } from '@askhr/shared/tenancy/tenancy.schemas';
import { TestProviders } from '../../../test/render-app';
import { RolesDescriptionModal } from './roles-description-modal';

const role = (over: Partial<TRole>): TRole => ({
  id: 1,
  name: 'Role',
  description: '',
  permissions: [],
  countryRelated: false,
  categoryRelated: false,
  countries: [],
  categories: [],
  isCustomerSuccessManager: false,
  version: 1,
  ...over,
});

describe('RolesDescriptionModal', () => {
  it("names what each permission of a role opens, in the role form's order, never its key", async () => {
    render(
      <TestProviders>
        <RolesDescriptionModal
          roles={[
            role({ id: 2, name: 'Reviewer', permissions: ['view-feedback', 'admin-user', 'normal-user'] }),
            role({ id: 3, name: 'Vendor', permissions: ['it-admin'], isCustomerSuccessManager: true }),
          ]}
          onClose={() => {}}
        />
      </TestProviders>,
    );
    const dialog = await screen.findByRole('dialog');
    const reviewer = within(dialog).getByRole('group', { name: 'Reviewer' });
    expect(
      within(reviewer)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringMatching(/^Knowledge base — Home, Questions and Placeholders/),
      'Review questions — Review Results: read what employees asked and teach the bot from it.',
      'Read feedback — Feedback: read the answers employees rated Not Helpful and improve them.',
    ]);
    expect(dialog.textContent).not.toMatch(/admin-user|normal-user|view-feedback|it-admin/);
    expect(within(dialog).queryByText('Vendor')).toBeNull();
  });
});
