import 'vitest';

// The tags a test may carry (vite.config.ts defines them; Vitest refuses any other).
declare module 'vitest' {
  interface TestTags {
    tags: 'reads-today';
  }
}
