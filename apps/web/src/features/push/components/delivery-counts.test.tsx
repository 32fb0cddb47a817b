import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { pushItem } from '../../../test/push-api';
import { TestProviders } from '../../../test/render-app';
import { DeliveryCounts } from './delivery-counts';

const sent = (patch: Parameters<typeof pushItem>[1]) =>
  pushItem(7, { statusId: 3, status: 'Sent', editable: false, ...patch });

describe('DeliveryCounts', () => {
  it('shows the messages cut off mid-send apart from the failures, and says why on focus', async () => {
    render(
      <TestProviders>
        <DeliveryCounts item={sent({ successfulRecipients: 12, uncertainCount: 1 })} />
      </TestProviders>,
    );
    expect(screen.getByText('12 reached')).toBeTruthy();
    expect(screen.queryByText(/other problems/)).toBeNull();
    const uncertain = screen.getByText('1 uncertain (not sent twice)');
    await userEvent.tab();
    expect(document.activeElement).toBe(uncertain);
    const hint = await screen.findByRole('tooltip');
    expect(hint.textContent).toMatch(
      /interrupted .* cannot tell whether they arrived\. They were not sent again/,
    );
  });

  it('shows no uncertain count when every delivery was settled', () => {
    render(
      <TestProviders>
        <DeliveryCounts item={sent({ successfulRecipients: 3 })} />
      </TestProviders>,
    );
    expect(screen.getByText('3 reached')).toBeTruthy();
    expect(screen.queryByText(/uncertain/)).toBeNull();
  });
});
