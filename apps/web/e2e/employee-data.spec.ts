import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { z } from 'zod';
import {
  EMPLOYEE_EXPORT_FILE_NAME,
  ZEmployeeExport,
} from '@askhr/shared/employee-data/employee-data.schemas';
import { askBot, signInTo } from './helpers';

const QUESTION = 'how many vacation days do I have';

/** Opens the Employees' data tab of User Management and finds `query`. */
async function findEmployee(page: Page, query: string) {
  await page.goto('/users');
  await page.getByRole('tab', { name: "Employees' data" }).click();
  await page.getByRole('textbox', { name: 'E-mail or chat account' }).fill(query);
  await page.getByRole('button', { name: 'Find' }).click();
}

test("a data-protection officer finds an employee's chat account, exports it and erases it", async ({
  page,
}) => {
  test.slow();
  // the admin talks to the Test Bot: their chat account is an employee the bot keeps data about
  const config = page.waitForResponse((response) => response.url().includes('/api/Users/webChat/config'));
  await signInTo(page, 'admin@acme.test', /Acme Corp/, '/webChat');
  const { botUserID } = z.object({ botUserID: z.string() }).parse(await (await config).json());
  await expect(page.getByText(/Hi, I.m the Acme HR assistant/).first()).toBeVisible({ timeout: 30_000 });
  // a message typed while the chat still connects is not sent: it is typed again
  await expect(async () => askBot(page, QUESTION)).toPass({ timeout: 60_000 });

  // the message is logged a moment after the reply: find again until it is counted
  const accounts = page.getByRole('table', { name: 'Chat accounts' });
  const row = accounts.getByRole('row').filter({ hasText: botUserID });
  await expect(async () => {
    await findEmployee(page, botUserID);
    await expect(row).toBeVisible();
    await expect(row.getByRole('cell').last()).not.toHaveText('0');
  }).toPass({ timeout: 20_000 });
  await expect(row).toContainText('Web Chat');
  await expect(page.getByText(`1 chat account found for ${botUserID}`)).toBeVisible();

  // the export is the JSON document of everything kept, their message among it
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export as JSON' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(EMPLOYEE_EXPORT_FILE_NAME);
  const exported = ZEmployeeExport.parse(JSON.parse(fs.readFileSync(await download.path(), 'utf8')));
  expect(exported.query).toBe(botUserID);
  expect(exported.botUsers.map((user) => user.profile.channelUserId)).toEqual([botUserID]);
  expect(exported.botUsers[0]!.messages.map((message) => message.text)).toContain(QUESTION);

  // erasing asks for the account again before it goes
  await page.getByRole('button', { name: 'Erase…' }).click();
  const modal = page.getByRole('dialog', { name: "Erase this employee's data" });
  await expect(modal).toContainText(/This erases 1 chat account and \d+ messages?/);
  const erase = modal.getByRole('button', { name: 'Erase for good' });
  await expect(erase).toBeDisabled();
  await modal.getByRole('textbox', { name: `Type ${botUserID} to confirm` }).fill(botUserID);
  await erase.click();
  await expect(page.getByText(/^Erased 1 chat account, \d+ messages?/)).toBeVisible();
  await expect(modal).toBeHidden();
  await expect(accounts).toBeHidden();

  // found again: nobody
  await page.getByRole('button', { name: 'Find' }).click();
  await expect(page.getByText('No employee with this e-mail or chat account.')).toBeVisible();
});
