import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dashboardApi, quietReport } from '../../test/dashboard-api';
import { lastQuery } from '../../test/knowledge-api';
import { active, renderApp } from '../../test/render-app';

const REPORT = '/api/Reports/TotalQuestions';
const roleFeatures = active('PeopleManagerRoleSupport', 'TeamMemberRoleSupport');

// 10:00 UTC is 11:00 in Madrid, the tenant's report time zone: today is 2026-11-21 there
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-21T10:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

async function openDashboard() {
  const view = renderApp({ path: '/' });
  // the first render also loads the lazy route module
  await screen.findByRole('region', { name: 'Answers Served' }, { timeout: 5000 });
  return view;
}

describe('Home dashboard', () => {
  it('shows the cards of the last month, with channels and the change against the period before', async () => {
    const { fetchMock } = dashboardApi();
    await openDashboard();
    expect(Object.fromEntries(lastQuery(fetchMock, REPORT))).toEqual({
      start: '2026-10-22',
      end: '2026-11-21',
      granularity: 'Default',
    });
    const served = screen.getByRole('region', { name: 'Answers Served' });
    expect(within(served).getByText('5')).toBeTruthy();
    expect(within(served).getByText('3 from Slack, 2 from Teams')).toBeTruthy();
    expect(within(served).getByText('+25% vs previous period')).toBeTruthy();
    const users = screen.getByRole('region', { name: 'New Users' });
    expect(within(users).getByText('2 from Slack, 1 from Web Chat')).toBeTruthy();
    expect(within(users).getByText('No change vs previous period')).toBeTruthy();
    const enabled = screen.getByRole('region', { name: 'Answers Enabled' });
    expect(within(enabled).getByText('60%')).toBeTruthy();
    expect(within(enabled).getByRole('img', { name: /Leave 40%, Payroll 20%/ })).toBeTruthy();
    // each category's legend counts over that category's questions, not over all of them
    expect(within(enabled).getByText('Leave: 4 of 5')).toBeTruthy();
    expect(within(enabled).getByText('Payroll: 2 of 5')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Last Month' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('region', { name: 'Questions by country' })).toBeTruthy();
  });

  it('links the most asked unanswered questions to Review Results for the range', async () => {
    dashboardApi();
    await openDashboard();
    const link = screen.getByRole('link', { name: 'Can I bring my dog to the office?' });
    expect(link.getAttribute('href')).toBe(
      '/reviewUtterances?intents=42&startDate=2026-10-22&endDate=2026-11-21',
    );
    expect(screen.getByText('5 times')).toBeTruthy();
  });

  it('asks for the range of the period button chosen and keeps it in the address', async () => {
    const { fetchMock } = dashboardApi();
    const { router } = await openDashboard();
    await userEvent.click(screen.getByRole('button', { name: 'Last Week' }));
    await waitFor(() => expect(lastQuery(fetchMock, REPORT).get('start')).toBe('2026-11-15'));
    expect(lastQuery(fetchMock, REPORT).get('end')).toBe('2026-11-21');
    expect(router.state.location.search).toBe('?period=week');
    await userEvent.click(screen.getByRole('button', { name: 'Daily' }));
    await waitFor(() => expect(lastQuery(fetchMock, REPORT).get('start')).toBe('2026-11-21'));
    await userEvent.click(screen.getByRole('button', { name: 'Last 3 Months' }));
    await waitFor(() => expect(lastQuery(fetchMock, REPORT).get('start')).toBe('2026-08-22'));
  });

  it('disables a granularity over 100 units and falls back to Default when the range outgrows it', async () => {
    const { fetchMock } = dashboardApi();
    await openDashboard();
    await userEvent.click(screen.getByRole('button', { name: 'Granularity: Default' }));
    const hourly = await screen.findByRole('menuitem', { name: /^Hourly/, hidden: true });
    expect(hourly.hasAttribute('disabled') || hourly.getAttribute('data-disabled') === 'true').toBe(true);
    expect(hourly.textContent).toContain('This range has 744 hours: at most 100 are allowed');
    expect(
      screen.getByRole('menuitem', { name: /^Default/, hidden: true }).getAttribute('aria-current'),
    ).toBe('true');
    await userEvent.click(screen.getByRole('menuitem', { name: /^Weekly/, hidden: true }));
    await waitFor(() => expect(lastQuery(fetchMock, REPORT).get('granularity')).toBe('Weekly'));

    // Daily: 24 hours fit, then a month of hours does not
    await userEvent.click(screen.getByRole('button', { name: 'Daily' }));
    await userEvent.click(screen.getByRole('button', { name: 'Granularity: Weekly' }));
    // jsdom never ends Mantine's closing transition: the first dropdown is still in the document
    const hourlyItems = await screen.findAllByRole('menuitem', { name: /^Hourly/, hidden: true });
    await userEvent.click(hourlyItems.at(-1)!);
    await waitFor(() => expect(lastQuery(fetchMock, REPORT).get('granularity')).toBe('Hourly'));
    await userEvent.click(screen.getByRole('button', { name: 'Last Month' }));
    await waitFor(() => expect(lastQuery(fetchMock, REPORT).get('start')).toBe('2026-10-22'));
    expect(lastQuery(fetchMock, REPORT).get('granularity')).toBe('Default');
    expect(screen.getByRole('button', { name: 'Granularity: Default' })).toBeTruthy();
  });

  it('offers Last 2 Months and no role filter without both role features', async () => {
    dashboardApi({ features: active('PeopleManagerRoleSupport') });
    await openDashboard();
    expect(screen.getByRole('button', { name: 'Last 2 Months' })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Role' })).toBeNull();
  });

  it('hides Last 2 Months and filters on a role when both role features are active', async () => {
    const { fetchMock } = dashboardApi({ features: roleFeatures });
    await openDashboard();
    expect(screen.queryByRole('button', { name: 'Last 2 Months' })).toBeNull();
    await userEvent.click(screen.getByRole('combobox', { name: 'Role' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Team Member', hidden: true }));
    await waitFor(() => expect(lastQuery(fetchMock, REPORT).get('employeeTypeFilter')).toBe('2'));
  });

  it('filters on a country, without the global one, and then hides the country chart', async () => {
    const { fetchMock } = dashboardApi();
    await openDashboard();
    await userEvent.click(screen.getByRole('combobox', { name: 'Country' }));
    expect(screen.queryByRole('option', { name: 'Global', hidden: true })).toBeNull();
    await userEvent.click(await screen.findByRole('option', { name: 'Spain', hidden: true }));
    await waitFor(() => expect(lastQuery(fetchMock, REPORT).get('countryId')).toBe('2'));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Questions by country' })).toBeNull());
  });

  it('shows a friendly empty state with a way to the Test Bot when nothing happened', async () => {
    dashboardApi({ report: { body: quietReport() } });
    renderApp({ path: '/' });
    expect(await screen.findByText('No activity in this period', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open Test Bot' }).getAttribute('href')).toBe('/webChat');
    expect(screen.queryByRole('region', { name: 'Answers Served' })).toBeNull();
  });

  it('says the dashboard could not be loaded and tries again', async () => {
    let fails = true;
    dashboardApi({ report: () => (fails ? { status: 500, body: {} } : { body: quietReport() }) });
    renderApp({ path: '/' });
    expect(
      await screen.findByText('There was an error while getting the dashboard, but you can try again.'),
    ).toBeTruthy();
    fails = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No activity in this period')).toBeTruthy();
  });

  it('exports the usage report of the range as export.csv', async () => {
    const { fetchMock } = dashboardApi();
    const createObjectURL = vi.fn(() => 'blob:export');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    await openDashboard();
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(saved).toEqual(['export.csv']));
    expect(Object.fromEntries(lastQuery(fetchMock, '/api/Reports/UsageReport'))).toEqual({
      start: '2026-10-22',
      end: '2026-11-21',
    });
    expect(createObjectURL).toHaveBeenCalledTimes(1);
  });

  it('raises the load failure when the export fails', async () => {
    dashboardApi({ usageReport: { status: 500, body: { error: { code: 'INTERNAL', message: 'boom' } } } });
    await openDashboard();
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    expect(
      await screen.findByText(
        "Whoops! There was a problem, we couldn't download the report, please try again.",
      ),
    ).toBeTruthy();
  });
});
