import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppToaster, toast } from './toast';

describe('toast', () => {
  it('mounts the toaster with the first toast and shows it, then the next ones', async () => {
    const { container } = render(<AppToaster />);
    expect(container).toBeEmptyDOMElement();

    toast.error('Could not move #3: refused. It is back where it was.');
    expect(
      await screen.findByText('Could not move #3: refused. It is back where it was.'),
    ).toBeInTheDocument();

    toast.success('Archived Planned');
    expect(await screen.findByText('Archived Planned')).toBeInTheDocument();
  });
});
