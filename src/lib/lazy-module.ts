import { useEffect, useSyncExternalStore } from 'react';

export interface LazyModule<T> {
  /** Starts loading (once); resolves with the module. A failed load can be tried again. */
  preload: () => Promise<T>;
  /**
   * The module once loaded, else undefined; `wanted` starts the load. Components render a
   * placeholder (or nothing) until then, and the real thing from then on: unlike React.lazy
   * there is no Suspense, and a module already loaded renders in the same pass.
   */
  useModule: (wanted: boolean) => T | undefined;
}

/** A module kept off the first load, fetched when wanted or when `preload` is called. */
export function lazyModule<T>(load: () => Promise<T>): LazyModule<T> {
  let loaded: T | undefined;
  let loading: Promise<T> | undefined;
  const listeners = new Set<() => void>();

  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const getSnapshot = () => loaded;

  const preload = () => {
    loading ??= load().then(
      (module) => {
        loaded = module;
        listeners.forEach((listener) => listener());
        return module;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };

  const useModule = (wanted: boolean) => {
    const module = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
    useEffect(() => {
      if (wanted && module === undefined) {
        preload().catch((error: unknown) =>
          console.error('Could not load a part of the app', error),
        );
      }
    }, [wanted, module]);
    return module;
  };

  return { preload, useModule };
}
