// One Lucide icon's own module (`lucide/dist/esm/icons/clock.mjs`: its shapes as the default
// export), which the package ships without types. Used by `first-load-icons.ts`.
declare module 'lucide/dist/esm/icons/*.mjs' {
  import type { IconNode } from 'lucide';
  const icon: IconNode;
  export default icon;
}
