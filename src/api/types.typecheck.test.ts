import { describe, expectTypeOf, it } from 'vitest';
import type { CustomFieldDefinitionFacts } from '@/domain/custom-fields';
import type { CardStatus } from '@/domain/enums';
import type { Card, CustomFieldDefinition, Lenient } from './types';

describe('clean types', () => {
  it('fit the domain rules and keep unknown enum values', () => {
    expectTypeOf<CustomFieldDefinition>().toExtend<CustomFieldDefinitionFacts>();
    expectTypeOf<Card['status']>().toEqualTypeOf<Lenient<CardStatus> | null>();
    expectTypeOf<Card['tags_ids']>().toEqualTypeOf<number[]>();
    expectTypeOf<Card['is_time_tracking']>().toEqualTypeOf<boolean>();
    expectTypeOf<Card['is_completed']>().toEqualTypeOf<boolean>();
    expectTypeOf<Card['id']>().toEqualTypeOf<number>();
  });
});
