import type { CustomFieldDefinitionRecord } from '../../db/types';

export function customFieldDefinitionJson(definition: CustomFieldDefinitionRecord) {
  const { cuid: _cuid, ...wire } = definition;
  return wire;
}
