import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/components/toast';
import { BoardPage } from '@/features/board/BoardPage';
import { TEST_API_BASE_URL, useMockApi } from '@test/mock-api';
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

/** jsdom has no object URLs: the saved files are caught here, and given back after each test. */
function catchSavedFiles() {
  const saved: { name: string; blob: Blob }[] = [];
  const blobs = new Map<string, Blob>();
  URL.createObjectURL = vi.fn((blob: Blob) => {
    const url = `blob:test/${blobs.size}`;
    blobs.set(url, blob);
    return url;
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    const blob = blobs.get(this.href);
    if (blob) saved.push({ name: this.download, blob });
  });
  return saved;
}

describe('FilesSection', () => {
  const { server } = useMockApi();
  const objectUrls = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
  afterEach(() => {
    vi.restoreAllMocks();
    URL.createObjectURL = objectUrls.create;
    URL.revokeObjectURL = objectUrls.revoke;
  });
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

  it('downloads a file through the API with the token, not by a bare link the server would refuse', async () => {
    const saved = catchSavedFiles();
    const files = await pickMockup(9);
    const download = await within(files).findByRole('link', { name: 'Download board-mockup.png' });
    await userEvent.setup().click(download);
    await vi.waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.name).toBe('board-mockup.png');
    // The mock answers this route only to a signed-in caller, with the file's own type.
    expect(saved[0]?.blob.type).toBe('image/png');
  });

  it('says why a download failed, naming the file', async () => {
    const saved = catchSavedFiles();
    const shown = vi.spyOn(toast, 'error');
    const files = await pickMockup(9);
    server.use(
      http.get(`${TEST_API_BASE_URL}/drive/files/:id/content`, () =>
        HttpResponse.json({ message: 'The file is gone.' }, { status: 404 }),
      ),
    );
    const download = await within(files).findByRole('link', { name: 'Download board-mockup.png' });
    await userEvent.setup().click(download);
    await vi.waitFor(() =>
      expect(shown).toHaveBeenCalledWith('Could not download board-mockup.png: The file is gone.'),
    );
    expect(saved).toEqual([]);
  });
});
