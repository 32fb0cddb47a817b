import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { bindApiSession } from '../../../lib/api-client';
import { TenantProvider } from '../../../lib/tenant';
import { fakeApi } from '../../../test/fake-api';
import { TestProviders } from '../../../test/render-app';
import { AiAssistantPanel } from './ai-assistant-panel';

const tenant = { tenantId: 1, tenantName: 'Acme', tenants: [], canSwitch: false, switchTenant: () => {} };
const pdf = () => new File(['%PDF-1.4'], 'policy.pdf', { type: 'application/pdf' });

function renderPanel() {
  bindApiSession({ getAccessToken: async () => 't', renew: async () => true, signIn: async () => {} });
  const view = render(
    <TestProviders>
      <TenantProvider value={tenant}>
        <AiAssistantPanel questionId={5} />
      </TenantProvider>
    </TestProviders>,
  );
  const upload = (file: File) =>
    userEvent.upload(view.container.querySelector('input[type="file"]') as HTMLInputElement, file, {
      applyAccept: false,
    });
  return { ...view, upload };
}

describe('AiAssistantPanel', () => {
  it('shows the suggestion, copies it and reminds to revise placeholders', async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const { calls } = fakeApi({
      'POST /api/UserAnswers/5/generate': {
        body: { text: 'You have 23 days.', sources: [{ page: 2, excerpt: '23 days' }], mode: 'extractive' },
      },
    });
    const { upload } = renderPanel();
    await upload(pdf());
    expect(await screen.findByText('You have 23 days.')).toBeTruthy();
    expect(calls[0]?.headers.get('X-Tenant-Id')).toBe('1');
    await userEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith('You have 23 days.');
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeTruthy();
    expect(screen.getByText(/Paste the text into the answer above and revise it/)).toBeTruthy();
  });

  it('falls back when the clipboard is not allowed, and says so when nothing can copy', async () => {
    const writeText = vi.fn(async () => {
      throw new DOMException('Write permission denied.', 'NotAllowedError');
    });
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    let canExec = true;
    const execCommand = vi.fn(() => canExec);
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    fakeApi({
      'POST /api/UserAnswers/5/generate': {
        body: { text: 'You have 23 days.', sources: [], mode: 'extractive' },
      },
    });
    const { upload } = renderPanel();
    await upload(pdf());
    await screen.findByText('You have 23 days.');
    await userEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeTruthy();

    canExec = false;
    await userEvent.click(screen.getByRole('button', { name: 'Copied' }));
    expect(await screen.findByText(/This browser does not let the portal copy/)).toBeTruthy();
  });

  it("shows the server's text on a 400 and a generic error otherwise", async () => {
    let status = 400;
    fakeApi({
      'POST /api/UserAnswers/5/generate': () => ({
        status,
        body: { error: { code: 'VALIDATION', message: 'The PDF has no readable text.' } },
      }),
    });
    const { upload } = renderPanel();
    await upload(pdf());
    expect(await screen.findByText('The PDF has no readable text.')).toBeTruthy();
    status = 502;
    await upload(pdf());
    expect(
      await screen.findByText(
        "Whoops! There was a problem, we couldn't generate an answer, please try again.",
      ),
    ).toBeTruthy();
  });

  it('refuses anything but a PDF', async () => {
    const { calls } = fakeApi({});
    const { upload } = renderPanel();
    await upload(new File(['x'], 'notes.docx', { type: 'application/msword' }));
    expect(await screen.findByText('Only PDF files can be used, one at a time.')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });
});
