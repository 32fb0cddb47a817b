import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { TestProviders } from '../../test/render-app';
import { ValueDetailHeader } from './value-detail-header';

describe('ValueDetailHeader', () => {
  it('lists each example of a one-line, comma-separated list as its own bullet', () => {
    render(
      <TestProviders>
        <MemoryRouter>
          <ValueDetailHeader
            backTo="/questions"
            backLabel="Back"
            title="How many vacation days do I have?"
            info=""
            description="The yearly vacation allowance. Examples: how much holiday do I get, annual leave entitlement"
            category={null}
            tags={[]}
          />
        </MemoryRouter>
      </TestProviders>,
    );
    expect(screen.getByText('The yearly vacation allowance.')).toBeTruthy();
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'how much holiday do I get',
      'annual leave entitlement',
    ]);
  });
});
