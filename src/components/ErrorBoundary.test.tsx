import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './ErrorBoundary';

let broken = true;
function Fragile({ label }: { label: string }) {
  if (broken && label === 'bad') throw new Error('hostile content');
  return <p>{label} rendered</p>;
}

function Harness() {
  const [label, setLabel] = useState('bad');
  return (
    <>
      <button type="button" onClick={() => setLabel('good')}>
        Open another
      </button>
      <p>The board</p>
      <ErrorBoundary
        resetKey={label}
        fallback={(retry) => (
          <button type="button" onClick={retry}>
            Try again
          </button>
        )}
      >
        <Fragile label={label} />
      </ErrorBoundary>
    </>
  );
}

afterEach(() => {
  broken = true;
  vi.restoreAllMocks();
});

describe('ErrorBoundary', () => {
  it('keeps a failure in its part, recovers with another key or a retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.getByText('The board')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();

    broken = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('bad rendered')).toBeInTheDocument();
  });

  it('starts over when the key changes', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open another' }));
    expect(screen.getByText('good rendered')).toBeInTheDocument();
  });
});
