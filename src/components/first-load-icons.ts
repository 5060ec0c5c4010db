/**
 * The icons the board page draws at first paint, each from its own module. Code on the first
 * load imports icons from here, never from the 'lucide' package: the build puts everything the
 * entry reaches on the first load (vite.config.ts, firstLoadModules), and through the package's
 * barrel it reaches every icon any lazy screen uses (13 more, 0.46 kB gzipped). Lazy code imports
 * from 'lucide' as before; an icon both use comes from here.
 */
export { default as Check } from 'lucide/dist/esm/icons/check.mjs';
export { default as ChevronDown } from 'lucide/dist/esm/icons/chevron-down.mjs';
export { default as Clock } from 'lucide/dist/esm/icons/clock.mjs';
export { default as Ellipsis } from 'lucide/dist/esm/icons/ellipsis.mjs';
export { default as GripVertical } from 'lucide/dist/esm/icons/grip-vertical.mjs';
export { default as MessageSquare } from 'lucide/dist/esm/icons/message-square.mjs';
export { default as Paperclip } from 'lucide/dist/esm/icons/paperclip.mjs';
export { default as Pin } from 'lucide/dist/esm/icons/pin.mjs';
export { default as Repeat } from 'lucide/dist/esm/icons/repeat.mjs';
export { default as SquareCheck } from 'lucide/dist/esm/icons/square-check.mjs';
export { default as SquareKanban } from 'lucide/dist/esm/icons/square-kanban.mjs';
export { default as Timer } from 'lucide/dist/esm/icons/timer.mjs';
export { default as TriangleAlert } from 'lucide/dist/esm/icons/triangle-alert.mjs';
