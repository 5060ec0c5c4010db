export { KEPT_ACTIVITY_PER_CARD, recordCardActivity, watchCardActivity } from './card-activity';
export type { CardChange } from './card-changes';
