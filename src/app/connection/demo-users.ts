/** The demo tenant's users and their tokens (CONTRACT.md section 5). Public fixtures, not secrets. */
export const DEMO_USERS = [
  { token: 'demo-manager', name: 'Maya Manager', role: 'manages board 1' },
  { token: 'demo-editor', name: 'Eli Editor', role: 'edits board 1' },
  { token: 'demo-member', name: 'Ines Interact', role: 'interacts on board 1' },
  { token: 'demo-viewer', name: 'Vic Viewer', role: 'views board 1' },
  { token: 'demo-outsider', name: 'Olga Outsider', role: 'same company, not a member' },
  { token: 'demo-stranger', name: 'Sam Stranger', role: 'another company' },
] as const;

export type DemoToken = (typeof DEMO_USERS)[number]['token'];

export const DEFAULT_DEMO_TOKEN: DemoToken = 'demo-manager';

export function isDemoToken(value: unknown): value is DemoToken {
  return DEMO_USERS.some((user) => user.token === value);
}
