import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_API_BASE_URL, useMockApi } from '@test/mock-api';
import { getBoard } from '@/api/endpoints/boards';
import { createApiClient } from '@/api/http/client';
import type { BoardWorkingSet } from '@/api/types';
import type { SearchOperator } from '@/domain/enums';
import type { ConditionValue, CustomFieldCondition } from '../model/filter-state';
import { ConditionValueEditor } from './ConditionValueEditor';
import { defaultConditionValue } from './default-value';

let board: BoardWorkingSet;

let last: ConditionValue | undefined;

function Harness({ field, operator }: { field: string; operator: SearchOperator }) {
  const definition = board.custom_field_definitions.find((d) => d.name === field);
  if (!definition) throw new Error(`no field ${field}`);
  const [condition, setCondition] = useState<CustomFieldCondition>(() => ({
    definitionId: definition.id,
    operator,
    value: defaultConditionValue(definition.type, operator),
  }));
  return (
    <ConditionValueEditor
      definition={definition}
      condition={condition}
      members={board.members}
      onChange={(value) => {
        last = value;
        setCondition({ ...condition, value });
      }}
    />
  );
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('custom-field value editors', () => {
  useMockApi();
  beforeAll(async () => {
    board = await getBoard(
      createApiClient({ baseUrl: TEST_API_BASE_URL, token: 'demo-manager' }),
      1,
    );
  });

  it('text: a text input', () => {
    render(<Harness field="Customer" operator="contains" />);
    type('Customer value', 'Init');
    expect(last).toBe('Init');
    expect(screen.getByLabelText('Customer value')).toHaveAttribute('type', 'text');
  });

  it('number: one number, or a from/to range for between', () => {
    const { unmount } = render(<Harness field="Estimate" operator="gte" />);
    expect(screen.getByLabelText('Estimate value')).toHaveAttribute('type', 'number');
    type('Estimate value', '5');
    expect(last).toBe('5');
    unmount();
    render(<Harness field="Estimate" operator="between" />);
    type('Estimate from', '1');
    type('Estimate to', '5');
    expect(last).toEqual(['1', '5']);
  });

  it('select: one option, or several for is any of', () => {
    const { unmount } = render(<Harness field="Priority" operator="is" />);
    fireEvent.change(screen.getByLabelText('Priority value'), { target: { value: 'p1' } });
    expect(last).toBe('p1');
    expect(screen.getByRole('option', { name: 'High' })).toBeInTheDocument();
    unmount();
    render(<Harness field="Priority" operator="is_any_of" />);
    const group = screen.getByRole('group', { name: 'Priority values' });
    fireEvent.click(within(group).getByLabelText('High'));
    fireEvent.click(within(group).getByLabelText('Low'));
    expect(last).toEqual(['p1', 'p3']);
  });

  it('checkbox: checked or not', () => {
    render(<Harness field="Approved" operator="is" />);
    const box = screen.getByLabelText('Approved checked');
    expect(box).toBeChecked();
    fireEvent.click(box);
    expect(last).toBe('false');
  });

  it('date: one date, or a date range for between', () => {
    const { unmount } = render(<Harness field="Launch date" operator="before" />);
    expect(screen.getByLabelText('Launch date value')).toHaveAttribute('type', 'date');
    type('Launch date value', '2026-03-01');
    expect(last).toBe('2026-03-01');
    unmount();
    render(<Harness field="Launch date" operator="between" />);
    type('Launch date from', '2026-03-01');
    type('Launch date to', '2026-03-31');
    expect(last).toEqual(['2026-03-01', '2026-03-31']);
  });

  it('person: one member, or several for is any of', () => {
    const { unmount } = render(<Harness field="Owner" operator="is" />);
    fireEvent.change(screen.getByLabelText('Owner value'), { target: { value: '2' } });
    expect(last).toBe('2');
    expect(screen.getByRole('option', { name: 'Eli Editor' })).toBeInTheDocument();
    unmount();
    render(<Harness field="Owner" operator="is_any_of" />);
    fireEvent.click(screen.getByLabelText('Maya Manager'));
    expect(last).toEqual(['1']);
  });

  it('is empty needs no value', () => {
    const { container } = render(<Harness field="Customer" operator="is_empty" />);
    expect(container).toBeEmptyDOMElement();
  });
});
