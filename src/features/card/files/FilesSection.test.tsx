import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BoardPage } from '@/features/board/BoardPage';
import { useMockApi } from '@test/mock-api';
import { renderWithApi } from '@test/render-with-api';
import { useViewportForVirtualLists } from '@test/viewport';

async function pickMockup(cardId: number) {
  const user = userEvent.setup();
  renderWithApi(<BoardPage boardId={1} cardId={cardId} />, { path: `/boards/1/cards/${cardId}` });
  const panel = await screen.findByRole('dialog', { name: new RegExp(`^#${cardId} `) });
  const files = await within(panel).findByRole('region', { name: 'Files' });
  await user.click(within(files).getByRole('button', { name: 'Attach a file…' }));
  await user.click(await within(files).findByRole('button', { name: /Design/ }));
  await user.click(await within(files).findByRole('button', { name: 'Attach board-mockup.png' }));
  return files;
}

describe('FilesSection', () => {
  useMockApi();
  useViewportForVirtualLists();

  it('attaches a drive file picked in the drive and lists it with http(s) links', async () => {
    const files = await pickMockup(9);
    const download = await within(files).findByRole('link', { name: 'Download board-mockup.png' });
    expect(download.getAttribute('href')).toMatch(/^https?:\/\//);
    expect(download).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it("shows the server's refusal when a required custom field is empty", async () => {
    const files = await pickMockup(3);
    expect(await within(files).findByRole('alert')).toHaveTextContent(
      /The file was not attached: .*Priority/,
    );
  });
});
