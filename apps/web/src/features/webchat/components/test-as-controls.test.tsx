import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bindApiSession } from '../../../lib/api-client';
import { TestProviders } from '../../../test/render-app';
import { getWebChatConfig } from '../api/get-web-chat-config';
import { TestAsControls, type TTestAsValue } from './test-as-controls';

const countries = [
  { code: 'ES', name: 'Spain' },
  { code: 'DE', name: 'Germany' },
];

function Harness({
  onChange,
  countryCode = null,
}: {
  onChange(value: TTestAsValue): void;
  countryCode?: string | null;
}) {
  const [value, setValue] = useState<TTestAsValue>({ countryCode, roleId: 2, day: '2026-11-21' });
  return (
    <TestAsControls
      countries={countries}
      timeZone="Europe/Madrid"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('TestAsControls', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('changes the country, the role and the day, one at a time', async () => {
    const onChange = vi.fn();
    render(
      <TestProviders>
        <Harness onChange={onChange} />
      </TestProviders>,
    );
    await userEvent.click(screen.getByText('People Manager'));
    expect(onChange).toHaveBeenLastCalledWith({ countryCode: null, roleId: 1, day: '2026-11-21' });

    await userEvent.click(screen.getByRole('combobox', { name: 'Country' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Germany', hidden: true }));
    expect(onChange).toHaveBeenLastCalledWith({ countryCode: 'DE', roleId: 1, day: '2026-11-21' });

    fireEvent.change(screen.getByLabelText('Date (Europe/Madrid)'), { target: { value: '2027-01-15' } });
    expect(onChange).toHaveBeenLastCalledWith({ countryCode: 'DE', roleId: 1, day: '2027-01-15' });
    // clearing the date keeps the last day: the bot always answers as of some day
    fireEvent.change(screen.getByLabelText('Date (Europe/Madrid)'), { target: { value: '' } });
    expect(onChange).toHaveBeenCalledTimes(3);
  });

  it('shows Global when no country is chosen, and clearing the picker goes back to it', async () => {
    const onChange = vi.fn();
    render(
      <TestProviders>
        <Harness onChange={onChange} countryCode="ES" />
      </TestProviders>,
    );
    const picker = screen.getByRole<HTMLInputElement>('combobox', { name: 'Country' });
    expect(picker.value).toBe('Spain');
    const clear = screen.getByRole('button', { name: 'Clear the country: test the global template' });
    await userEvent.click(clear);
    expect(onChange).toHaveBeenLastCalledWith({ countryCode: null, roleId: 2, day: '2026-11-21' });
    expect(picker.value).toBe('Global (template)');
  });

  it('offers Global as a choice of its own', async () => {
    const onChange = vi.fn();
    render(
      <TestProviders>
        <Harness onChange={onChange} countryCode="DE" />
      </TestProviders>,
    );
    await userEvent.click(screen.getByRole('combobox', { name: 'Country' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Global (template)', hidden: true }));
    expect(onChange).toHaveBeenLastCalledWith({ countryCode: null, roleId: 2, day: '2026-11-21' });
  });

  it('asks for a token with the test-as values, leaving out what is not set', async () => {
    const fetchMock = vi.fn(async () => Response.json({ token: 'tok', botUserID: 'portal-7' }));
    vi.stubGlobal('fetch', fetchMock);
    bindApiSession({ getAccessToken: async () => 't', renew: async () => true, signIn: async () => {} });
    const config = await getWebChatConfig(3, { countryCode: 'ES', roleId: 1, date: null });
    expect(config).toEqual({ token: 'tok', botUserID: 'portal-7' });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/Users/webChat/config?countryCode=ES&roleId=1');
    expect(new Headers(init.headers).get('X-Tenant-Id')).toBe('3');
  });
});
