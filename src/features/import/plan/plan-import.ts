import type { ImportModel, ImportPerson, LeftOut } from '../model/import-model';
import { commentContent } from './comment-content';
import { matchPeople } from './match-people';
import type { FieldValueRef, Ref, Step } from './steps';
import type { ImportTarget, Person } from './target';

export interface ImportPreview {
  source: ImportModel['source'];
  boardName: string;
  into: 'new' | 'existing';
  columns: { name: string; archived: boolean; matched: boolean; cards: number }[];
  tags: { name: string; color: string; matched: boolean }[];
  fields: { name: string; type: string; matched: boolean }[];
  people: { name: string; matchedTo: string | null }[];
  counts: {
    cards: number;
    archivedCards: number;
    completedCards: number;
    dueDates: number;
    checklists: number;
    items: number;
    ticked: number;
    comments: number;
    fieldValues: number;
    tagged: number;
    relations: number;
  };
  unmatched: ImportPerson[];
  leftOut: LeftOut[];
  /** Writes the import will make (its progress counts these). */
  writes: number;
}

const fold = (value: string) => value.trim().toLocaleLowerCase();

/**
 * Every write of an import, in an order that needs nothing not yet written, and its preview.
 * Into an existing board, columns, tags and fields of the same name (and field type) are used
 * instead of new ones.
 */
export function planImport(
  model: ImportModel,
  target: ImportTarget,
  people: readonly Person[],
): { steps: Step[]; preview: ImportPreview } {
  const steps: Step[] = [];
  const add = (step: Step) => steps.push(step);
  const board: Ref = target.kind === 'new' ? { step: 'board' } : { id: target.board.id };
  const existing = target.kind === 'existing' ? target.board : null;
  if (target.kind === 'new')
    add({
      key: 'board',
      phase: 0,
      lane: 'setup',
      action: { kind: 'board', name: target.name, description: model.boardDescription },
    });

  const { matched, unmatched } = matchPeople(model.people, people);
  if (target.kind === 'new') {
    const others = [...new Set([...matched.values()].map((p) => p.id))].filter(
      (id) => id !== target.callerId,
    );
    if (others.length > 0)
      add({
        key: 'members',
        phase: 0,
        lane: 'setup',
        action: {
          kind: 'members',
          board,
          members: [
            { id: target.callerId, permission: 'manage' },
            ...others.map((id) => ({ id, permission: 'edit' as const })),
          ],
        },
      });
  }

  const columnRefs = new Map<string, Ref>();
  const previewColumns: ImportPreview['columns'] = [];
  for (const column of model.columns) {
    const same = existing?.columns.find((c) => fold(c.name) === fold(column.name));
    const cards = model.cards.filter((c) => c.columnKey === column.key).length;
    previewColumns.push({ name: column.name, archived: column.archived, matched: !!same, cards });
    if (same) {
      columnRefs.set(column.key, { id: same.id });
      continue;
    }
    const key = `column:${column.key}`;
    columnRefs.set(column.key, { step: key });
    add({ key, phase: 0, lane: 'setup', action: { kind: 'column', board, name: column.name } });
  }

  const tagRefs = new Map<string, Ref>();
  const previewTags: ImportPreview['tags'] = [];
  for (const tag of model.tags) {
    const same = existing?.tags.find((t) => fold(t.name) === fold(tag.name));
    previewTags.push({ name: tag.name, color: tag.color, matched: !!same });
    if (same) {
      tagRefs.set(tag.key, { id: same.id });
      continue;
    }
    const key = `tag:${tag.key}`;
    tagRefs.set(tag.key, { step: key });
    add({
      key,
      phase: 0,
      lane: 'setup',
      action: { kind: 'tag', board, name: tag.name, color: tag.color },
    });
  }

  const fieldRefs = new Map<string, Ref>();
  const previewFields: ImportPreview['fields'] = [];
  for (const field of model.fields) {
    const same = existing?.fields.find(
      (f) => fold(f.name) === fold(field.name) && f.type === field.type,
    );
    previewFields.push({ name: field.name, type: field.type, matched: !!same });
    if (same) {
      fieldRefs.set(field.key, {
        id: same.id,
        options: Object.fromEntries(same.options.map((o) => [o.label, o.id])),
      });
      continue;
    }
    const key = `field:${field.key}`;
    fieldRefs.set(field.key, { step: key });
    add({
      key,
      phase: 0,
      lane: 'setup',
      action: {
        kind: 'field',
        board,
        name: field.name,
        type: field.type,
        options: field.options.map(({ label, color }) => ({ label, color })),
      },
    });
  }
  const fieldsByKey = new Map(model.fields.map((f) => [f.key, f]));

  const counts: ImportPreview['counts'] = {
    cards: 0,
    archivedCards: 0,
    completedCards: 0,
    dueDates: 0,
    checklists: 0,
    items: 0,
    ticked: 0,
    comments: 0,
    fieldValues: 0,
    tagged: 0,
    relations: 0,
  };
  // Relations name the other card by its key: its card step, once every card is made (phase 2).
  const cardSteps = new Map<string, string>();
  for (const [index, card] of model.cards.entries()) {
    if (columnRefs.has(card.columnKey)) cardSteps.set(card.key, `card:${index}:${card.key}`);
  }
  for (const [index, card] of model.cards.entries()) {
    const column = columnRefs.get(card.columnKey);
    if (!column) continue;
    const cardKey = `card:${index}:${card.key}`;
    const cardRef: Ref = { step: cardKey };
    const lane = `card:${index}`;
    counts.cards += 1;
    if (card.archived) counts.archivedCards += 1;
    if (card.completed) counts.completedCards += 1;
    if (card.due) counts.dueDates += 1;
    add({
      key: cardKey,
      phase: 1,
      lane: `column:${card.columnKey}`,
      action: {
        kind: 'card',
        board,
        column,
        title: card.title,
        content: card.content,
        due: card.due,
        archived: card.archived,
      },
    });
    const tags = card.tagKeys.flatMap((key) => tagRefs.get(key) ?? []);
    const fields: FieldValueRef[] = Object.entries(card.fieldValues).flatMap(([key, value]) => {
      const definition = fieldsByKey.get(key);
      const field = fieldRefs.get(key);
      if (!definition || !field) return [];
      const optionLabel =
        definition.type === 'select'
          ? definition.options.find((o) => o.key === value)?.label
          : undefined;
      return [{ field, type: definition.type, value, ...(optionLabel ? { optionLabel } : {}) }];
    });
    if (tags.length > 0) counts.tagged += 1;
    counts.fieldValues += fields.length;
    if (card.completed || tags.length > 0 || fields.length > 0)
      add({
        key: `${cardKey}:details`,
        phase: 2,
        lane,
        action: {
          kind: 'cardDetails',
          board,
          card: cardRef,
          completed: card.completed,
          tags,
          fields,
        },
      });
    const assignees = [...new Set(card.personKeys.flatMap((key) => matched.get(key)?.id ?? []))];
    if (assignees.length > 0)
      add({
        key: `${cardKey}:assign`,
        phase: 2,
        lane,
        action: { kind: 'assign', board, card: cardRef, userIds: assignees },
      });
    card.checklists.forEach((checklist, c) => {
      counts.checklists += 1;
      const checklistKey = `${cardKey}:checklist:${c}`;
      add({
        key: checklistKey,
        phase: 2,
        lane,
        action: { kind: 'checklist', board, card: cardRef, title: checklist.title },
      });
      checklist.items.forEach((item, i) => {
        counts.items += 1;
        const itemKey = `${checklistKey}:item:${i}`;
        add({
          key: itemKey,
          phase: 2,
          lane,
          action: {
            kind: 'item',
            board,
            card: cardRef,
            checklist: { step: checklistKey },
            title: item.title,
            due: item.due,
            userId: item.personKey ? (matched.get(item.personKey)?.id ?? null) : null,
          },
        });
        if (item.done) {
          counts.ticked += 1;
          add({
            key: `${itemKey}:tick`,
            phase: 2,
            lane,
            action: {
              kind: 'tick',
              board,
              card: cardRef,
              checklist: { step: checklistKey },
              item: { step: itemKey },
            },
          });
        }
      });
    });
    card.relations?.forEach((relation, r) => {
      const other = cardSteps.get(relation.cardKey);
      if (!other || other === cardKey) return;
      counts.relations += 1;
      add({
        key: `${cardKey}:relation:${r}`,
        phase: 2,
        lane,
        action: {
          kind: 'relation',
          board,
          card: cardRef,
          other: { step: other },
          relation: relation.kind,
        },
      });
    });
    card.comments.forEach((comment, c) => {
      counts.comments += 1;
      add({
        key: `${cardKey}:comment:${c}`,
        phase: 2,
        lane,
        action: { kind: 'comment', board, card: cardRef, content: commentContent(comment) },
      });
    });
  }
  for (const column of model.columns) {
    const ref = columnRefs.get(column.key);
    if (column.archived && ref && 'step' in ref)
      add({
        key: `column:${column.key}:archive`,
        phase: 2,
        lane: `archive:${column.key}`,
        action: { kind: 'archiveColumn', board, column: ref },
      });
  }

  return {
    steps,
    preview: {
      source: model.source,
      boardName: target.kind === 'new' ? target.name : model.boardName,
      into: target.kind,
      columns: previewColumns,
      tags: previewTags,
      fields: previewFields,
      people: model.people.map((p) => ({
        name: p.name,
        matchedTo: matched.get(p.key)?.name ?? null,
      })),
      counts,
      unmatched,
      leftOut: model.leftOut,
      writes: steps.length,
    },
  };
}
