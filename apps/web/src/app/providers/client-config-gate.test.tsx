import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { fakeApi } from '../../test/fake-api';
import { createTestQueryClient, TEST_CONFIG } from '../../test/render-app';
import { AppProviders } from './app-providers';
import { ClientConfigGate } from './client-config-gate';

const renderGate = () =>
  render(
    <AppProviders queryClient={createTestQueryClient()}>
      <ClientConfigGate>{(config) => <p>signed in through {config.authority}</p>}</ClientConfigGate>
    </AppProviders>,
  );

function writeBlock(text: string) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = 'client-configuration';
  block.textContent = text;
  document.head.append(block);
}

describe('ClientConfigGate', () => {
  afterEach(() => document.getElementById('client-configuration')?.remove());

  it('starts from the configuration the server wrote into the page, without asking for it', async () => {
    const { calls } = fakeApi({});
    writeBlock(JSON.stringify({ ...TEST_CONFIG, authority: 'http://inline/oidc' }));
    renderGate();
    expect(await screen.findByText('signed in through http://inline/oidc')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('asks the API when the page has no configuration or one that does not read', async () => {
    for (const text of [null, '{"authority":', '{"authority":"x"}']) {
      if (text !== null) writeBlock(text);
      const { calls } = fakeApi({
        'GET /api/ClientConfiguration/': { body: { ...TEST_CONFIG, authority: 'http://api/oidc' } },
      });
      const view = renderGate();
      expect(await screen.findByText('signed in through http://api/oidc')).toBeTruthy();
      expect(calls.map((call) => call.path)).toEqual(['/api/ClientConfiguration/']);
      view.unmount();
      document.getElementById('client-configuration')?.remove();
    }
  });
});
