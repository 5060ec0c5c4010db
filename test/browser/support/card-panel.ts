import type { Page } from 'playwright-core';

/** The open card panel of card `#number` (a dialog named after the card). */
export function panel(page: Page, number: number) {
  return page.getByRole('dialog', { name: new RegExp(`^#${number} `) });
}

/** Renames the card in its open panel: the title is typed in place and Enter saves it. */
export async function renameIn(page: Page, number: number, title: string): Promise<void> {
  const field = panel(page, number).getByRole('textbox', { name: 'Title', exact: true });
  await field.fill(title);
  await field.press('Enter');
}
