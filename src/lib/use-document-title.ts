import { useEffect } from 'react';

const APP_NAME = 'Project Board';

/** "Parts · of · the title · Project Board", most specific first, the parts that are known. */
export function documentTitle(...parts: readonly (string | null | undefined)[]): string {
  return [...parts.filter((part): part is string => Boolean(part)), APP_NAME].join(' · ');
}

/**
 * Names the page in the tab, so tabs and history can be told apart (WCAG 2.4.2); the previous
 * title comes back when the page goes.
 */
export function useDocumentTitle(...parts: readonly (string | null | undefined)[]): void {
  const title = documentTitle(...parts);
  useEffect(() => {
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
