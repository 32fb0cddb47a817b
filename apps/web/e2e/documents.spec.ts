import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { signInTo } from './helpers';

const SHOTS = '/tmp/shots-docs';
const ADDED = ' Contact: ';
const openAcme = (page: Page, path: string) => signInTo(page, 'admin@acme.test', /Acme Corp/, path);

async function openWelcomeEditor(page: Page) {
  const card = page.getByRole('article', { name: 'Welcome letter' });
  await card.getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Welcome letter' });
  const editor = dialog.locator('.ProseMirror');
  await expect(editor).toBeVisible({ timeout: 15_000 });
  return { card, dialog, editor };
}

test('an admin edits a document with a placeholder, sees it filled, saves and downloads a .docx', async ({
  page,
}) => {
  test.slow();
  fs.mkdirSync(SHOTS, { recursive: true });
  await openAcme(page, '/documents');
  await expect(page.getByRole('link', { name: 'Team Member' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/folders-desktop.png` });
  await page.getByRole('link', { name: 'Team Member' }).click();
  await expect(page.getByRole('article', { name: 'Welcome letter' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/folder-desktop.png`, fullPage: true });

  const { card, dialog, editor } = await openWelcomeEditor(page);
  await dialog.getByRole('combobox', { name: 'Country for placeholders' }).click();
  await page.getByRole('option', { name: 'Germany' }).click();
  await editor.getByText('Need help with your laptop?').click();
  await page.keyboard.press('End');
  await page.keyboard.type(ADDED);
  await dialog.getByRole('combobox', { name: 'Insert a placeholder' }).click();
  await page.getByRole('option', { name: 'hrEmail', exact: true }).click();
  await expect(editor).toContainText('Contact: {{hrEmail}}');
  const preview = dialog.getByRole('img', { name: 'Preview for Germany' });
  await expect(preview).toContainText('Contact: personal.de@acme.example');
  await page.screenshot({ path: `${SHOTS}/editor-desktop.png` });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden({ timeout: 15_000 });
  await expect(card.getByText(/^Edited /)).toBeVisible();

  // the download is a Word document with the placeholder filled for Germany
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    card.getByRole('button', { name: 'Download' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('Welcome letter (DE).docx');
  const files = unzipSync(new Uint8Array(fs.readFileSync(await download.path())));
  expect(strFromU8(files['word/document.xml']!)).toContain('Contact: personal.de@acme.example');

  // undo: the text as it was, for the journeys after this one
  const again = await openWelcomeEditor(page);
  // the saved text, not an older one still cached: edits made before a refetch would be replaced
  await expect(again.editor).toContainText('Contact: {{hrEmail}}');
  await again.editor.getByText('Need help with your laptop?').click();
  await page.keyboard.press('End');
  for (let i = 0; i < ADDED.length + '{{hrEmail}}'.length; i++) await page.keyboard.press('Backspace');
  await expect(again.editor).not.toContainText('Contact:');
  await again.dialog.getByRole('button', { name: 'Save' }).click();
  await expect(again.dialog).toBeHidden({ timeout: 15_000 });
});

test.describe('at phone width', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the folder and the editor fit the screen', async ({ page }) => {
    fs.mkdirSync(SHOTS, { recursive: true });
    await openAcme(page, '/documents/people-manager');
    await expect(page.getByRole('article', { name: 'Onboarding checklist' })).toBeVisible();
    await expect(page.getByText('New!')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/folder-phone.png`, fullPage: true });
    await page
      .getByRole('article', { name: 'Onboarding checklist' })
      .getByRole('button', { name: 'Edit' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Edit Onboarding checklist' });
    await expect(dialog.locator('.ProseMirror')).toBeVisible({ timeout: 15_000 });
    const box = await dialog.getByRole('button', { name: 'Save' }).boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(390);
    await page.screenshot({ path: `${SHOTS}/editor-phone.png` });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });
});
