import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('toCsv', () => {
  it('quotes what needs quoting and keeps formulas as text', () => {
    expect(
      toCsv(
        ['card', 'days'],
        [
          ['Fix "login", now', 2.5],
          ['=SUM(A1)', null],
        ],
      ),
    ).toBe('card,days\r\n"Fix ""login"", now",2.5\r\n\'=SUM(A1),\r\n');
  });
});
