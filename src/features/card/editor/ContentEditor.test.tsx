import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { documentFromText } from '@/domain/editor-document';
import { useMockApi } from '@test/mock-api';
import { renderWithApi } from '@test/render-with-api';
import ContentEditor from './ContentEditor';

describe('the editor toolbar', () => {
  useMockApi();

  it('is icon buttons, each named, with its shortcut in a tooltip, pressed while on', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithApi(
      <ContentEditor initial={documentFromText('Hello')} label="Body" onChange={onChange} />,
    );
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting' });
    const tools = within(toolbar).getAllByRole('button');
    expect(tools.map((tool) => tool.getAttribute('aria-label'))).toEqual([
      'Bold',
      'Italic',
      'Code',
      'Heading',
      'Bullet list',
      'Numbered list',
      'Quote',
    ]);
    for (const tool of tools) {
      // An icon, no words: the name is the label, the tooltip says it with the keys.
      expect(tool.textContent).toBe('');
      expect(tool.querySelector('svg')).not.toBeNull();
      expect(tool.title).toMatch(new RegExp(`^${tool.getAttribute('aria-label') ?? ''} \\(.+\\)$`));
    }
    const bold = within(toolbar).getByRole('button', { name: 'Bold' });
    expect(bold).toHaveAttribute('title', 'Bold (Ctrl+B)');
    expect(bold).toHaveAttribute('aria-keyshortcuts', 'Control+B');
    expect(bold).toHaveAttribute('aria-pressed', 'false');
    await user.click(screen.getByRole('textbox', { name: 'Body' }));
    await user.keyboard('{Control>}a{/Control}');
    await user.click(bold);
    await waitFor(() => expect(bold).toHaveAttribute('aria-pressed', 'true'));
    expect(JSON.stringify(onChange.mock.lastCall?.[0])).toContain('"bold"');
  });
});
