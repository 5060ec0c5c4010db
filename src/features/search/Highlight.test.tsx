import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Highlight } from './Highlight';
import { HighlightQuery } from './highlight-query';

const marks = (container: HTMLElement) =>
  [...container.querySelectorAll('mark')].map((mark) => mark.textContent);

describe('Highlight', () => {
  it('marks the board’s query from the context, and follows it without new props', () => {
    const title = <Highlight text="Fix billing export" query="" />;
    const { container, rerender } = render(
      <HighlightQuery value="bill exp">{title}</HighlightQuery>,
    );
    expect(marks(container)).toEqual(['bill', 'exp']);
    rerender(<HighlightQuery value="fix">{title}</HighlightQuery>);
    expect(marks(container)).toEqual(['Fix']);
    rerender(<HighlightQuery value="">{title}</HighlightQuery>);
    expect(marks(container)).toEqual([]);
    expect(container.textContent).toBe('Fix billing export');
  });

  it('marks its own query when given one', () => {
    const { container } = render(
      <HighlightQuery value="fix">
        <Highlight text="Fix billing export" query="export" />
      </HighlightQuery>,
    );
    expect(marks(container)).toEqual(['export']);
  });
});
