/** Extension (CONTRACT.md 4d): relations between cards, both sides written at once. */
import { isOneOf } from '@/domain/enums';
import { RELATION_KINDS, type RelationKind } from '@/domain/relations';
import type { RequestOptions } from '../endpoints/request-options';
import type { ApiClient } from '../http/client';
import { listOf } from '../schemas/primitives';
import { relationSchema, type RelationRead } from '../schemas/relation';

/** A relation of a known kind, as its card sees it. */
export type CardRelation = RelationRead & { kind: RelationKind };

export interface RelationCardRef {
  boardId: number;
  cardId: number;
}

const relationsPath = ({ boardId, cardId }: RelationCardRef) =>
  `/boards/${boardId}/cards/${cardId}/relations`;

const known = (relation: RelationRead): relation is CardRelation =>
  isOneOf(RELATION_KINDS, relation.kind);

/** `GET .../relations`: oldest first; kinds this app does not know are left out. */
export async function listRelations(
  client: ApiClient,
  card: RelationCardRef,
  options: RequestOptions = {},
): Promise<CardRelation[]> {
  const relations = await client.request({
    method: 'GET',
    path: relationsPath(card),
    schema: listOf(relationSchema),
    signal: options.signal,
    extension: true,
  });
  return relations.filter(known);
}

/** `POST .../relations` `{kind, card_id}` → the relation (201, or 200 when it was there). */
export async function addRelation(
  client: ApiClient,
  card: RelationCardRef,
  input: { kind: RelationKind; cardId: number },
  options: RequestOptions = {},
): Promise<CardRelation> {
  const relation = await client.request({
    method: 'POST',
    path: relationsPath(card),
    body: { kind: input.kind, card_id: input.cardId },
    schema: relationSchema,
    signal: options.signal,
    extension: true,
  });
  return { ...relation, kind: known(relation) ? relation.kind : input.kind };
}

/** `DELETE .../relations/{relation}` → 204: both sides go. */
export async function removeRelation(
  client: ApiClient,
  card: RelationCardRef,
  relationId: number,
  options: RequestOptions = {},
): Promise<void> {
  await client.requestText({
    method: 'DELETE',
    path: `${relationsPath(card)}/${relationId}`,
    signal: options.signal,
    extension: true,
  });
}
