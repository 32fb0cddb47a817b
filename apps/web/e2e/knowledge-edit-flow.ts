/**
 * The editor's journey on a Spanish answer: preview with placeholders, the past-date message, a
 * save, the history, and a 409 when another tab saved first. Screenshots go to the same folder.
 * Usage: npx tsx apps/web/e2e/knowledge-edit-flow.ts [baseUrl] [outDir]
 */
import type { Page } from 'playwright-core';
import { DESKTOP, launch, open, settle, shot, signIn } from './knowledge-screenshots';

async function openHealthQuestion(page: Page) {
  await open(page, '/questions?q=health%20insurance');
  await page
    .getByRole('link', { name: /View answers/ })
    .first()
    .click();
  await settle(page);
}

const spainCard = (page: Page) => page.getByTestId('country-card-2');

async function main() {
  const browser = await launch();
  try {
    const { context, page } = await signIn(browser, DESKTOP, 'editor.es@acme.test');
    await openHealthQuestion(page);
    await spainCard(page).getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog');
    const text = dialog.getByRole('textbox', { name: 'Text' });
    await text.fill(`${await text.inputValue()} Llama al {{hrPhone}} o escribe a {{noSuchThing}}.`);
    await dialog.getByLabel(/Schedule for/).fill('2020-01-01T10:00');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.waitForTimeout(400);
    await shot(page, 'flow-1-validation-and-preview');

    await dialog.getByLabel(/Schedule for/).fill('');
    await text.fill(
      'En España tienes seguro médico privado desde el primer día. Consulta {{benefitsPortal}}.',
    );
    // another tab saves first: this one must get the conflict, not overwrite it
    const other = await context.newPage();
    await openHealthQuestion(other);
    await spainCard(other).getByRole('button', { name: 'Edit' }).click();
    const otherText = other.getByRole('dialog').getByRole('textbox', { name: 'Text' });
    await otherText.fill('Cambio hecho en otra pestaña: seguro médico con Sanitas. {{benefitsPortal}}');
    await other.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await settle(other);
    await other.close();

    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.waitForTimeout(1200);
    await shot(page, 'flow-2-conflict');
    await dialog.getByRole('button', { name: /Reload their version/ }).click();
    await text.fill(
      'En España tienes seguro médico privado con Sanitas desde el primer día. {{benefitsPortal}}',
    );
    await dialog.getByRole('button', { name: 'Save' }).click();
    await settle(page);
    await shot(page, 'flow-3-saved');
    await spainCard(page).getByRole('button', { name: 'History' }).click();
    await page.waitForTimeout(900);
    await shot(page, 'flow-4-history');
    await context.close();
  } finally {
    await browser.close();
  }
}

await main();
