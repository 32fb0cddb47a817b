import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TEST_CONFIG, TestProviders } from '../../test/render-app';
import { HelpButton } from './help-button';

describe('the Help button', () => {
  it('writes to support when no help widget is configured', () => {
    render(
      <TestProviders>
        <HelpButton />
      </TestProviders>,
    );
    expect(screen.getByRole('link', { name: 'Help' }).getAttribute('href')).toMatch(
      /^mailto:support@askhr\.test\?subject=/,
    );
  });

  it('opens the configured widget in a drawer, loaded on first use', async () => {
    render(
      <TestProviders config={{ ...TEST_CONFIG, helpWidgetUrl: 'https://help.example/widget' }}>
        <HelpButton />
      </TestProviders>,
    );
    expect(screen.queryByTitle(/AskHR/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Help' }));
    expect((await screen.findByTitle(/AskHR/)).getAttribute('src')).toBe('https://help.example/widget');
  });
});
