/**
 * The card's public face: its link and the panel's layer (the board page), the delete form,
 * the field and checklist writes with their undo steps (the calendar, the card keys, My work,
 * the selection's bulk changes), the panel's focus on a field.
 */
export { CardLink } from './CardLink';
export { CardLayer, preloadCardLayer } from './panel/CardLayer';
export { openPanelAt, type PanelField } from './panel/panel-focus';
export { refusalText } from './properties/use-card-field-save';
export { cardChange, patchCardWrite } from './use-patch-card.write';
export { patchStep, recordPatch } from './undo/patch-step';
export { tickItemWrite } from './checklists/tick-item.write';
export { tickStep } from './undo/tick-step';
export { assigneesStep } from './undo/assignees-step';
export { deleteStep } from './undo/delete-step';
export { DELETE_HOLD_MS } from './delete/held-delete';
