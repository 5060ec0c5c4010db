import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyModule } from './lazy-module';

interface Greeting {
  Greeting: (props: { name: string }) => React.ReactNode;
}

function deferredModule() {
  let resolve: (module: Greeting) => void = () => undefined;
  const promise = new Promise<Greeting>((done) => {
    resolve = done;
  });
  const load = vi.fn(() => promise);
  const module: Greeting = { Greeting: ({ name }) => <p>Hello {name}</p> };
  return { load, loaded: () => act(async () => resolve(module)) };
}

describe('lazyModule', () => {
  it('loads nothing until wanted, then renders the module once it has arrived', async () => {
    const { load, loaded } = deferredModule();
    const greeting = lazyModule(load);
    function Panel() {
      const [open, setOpen] = useState(false);
      const module = greeting.useModule(open);
      if (module) return <module.Greeting name="Maya" />;
      return <button onClick={() => setOpen(true)}>Open</button>;
    }
    render(<Panel />);
    expect(load).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Open' })).toBeInTheDocument();

    await loaded();
    expect(screen.getByText('Hello Maya')).toBeInTheDocument();
  });

  it('renders at once, with no placeholder, when the module was preloaded', async () => {
    const { load, loaded } = deferredModule();
    const greeting = lazyModule(load);
    const preloading = greeting.preload();
    await loaded();
    await preloading;
    function Panel() {
      const module = greeting.useModule(false);
      return module ? <module.Greeting name="Eli" /> : <p>placeholder</p>;
    }
    render(<Panel />);
    expect(screen.getByText('Hello Eli')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed load', async () => {
    const module: Greeting = { Greeting: ({ name }) => <p>Hello {name}</p> };
    const load = vi
      .fn<() => Promise<Greeting>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(module);
    const greeting = lazyModule(load);
    await expect(greeting.preload()).rejects.toThrow('offline');
    await expect(greeting.preload()).resolves.toBe(module);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
