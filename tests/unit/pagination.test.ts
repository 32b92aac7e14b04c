import { describe, expect, it } from 'vitest';
import { expectAnswers, itAnswers } from '../helpers/answers';
import { clampPage, hasSeveralPages, pageItems, pageRange, rangeSummary, type PageItem } from '../../site/lib/pagination';

/** Page items as a short string: '1 … 4 5 [6] 7 8 … 20'. */
function render(items: PageItem[], current: number): string {
  return items.map((item) => (item.kind === 'gap' ? '…' : item.page === current ? `[${item.page}]` : String(item.page))).join(' ');
}

const show = (current: number, total: number) => render(pageItems(current, total), current);

describe('the shared pager', () => {
  it('is hidden with one page or none', () => {
    expectAnswers(hasSeveralPages, [
      [0, false],
      [1, false],
      [2, true],
    ]);
    expect(pageItems(1, 1)).toEqual([]);
    expect(pageItems(1, 0)).toEqual([]);
  });

  itAnswers('shows every page when they fit', show, [
    [1, 2, '[1] 2'],
    [3, 5, '1 2 [3] 4 5'],
    [4, 7, '1 2 3 [4] 5 6 7'],
  ]);

  itAnswers('keeps first and last, two neighbours either side, and gaps between', show, [
    [10, 20, '1 … 8 9 [10] 11 12 … 20'],
    [1, 20, '[1] 2 3 … 20'],
    [1, 7, '[1] 2 3 … 7'],
    [20, 20, '1 … 18 19 [20]'],
    [5, 20, '1 2 3 4 [5] 6 7 … 20'],
  ]);

  it('never hides a single page behind a gap', () => {
    // Page 2 alone between 1 and 3: shown instead of '…'.
    expectAnswers(show, [
      [5, 10, '1 2 3 4 [5] 6 7 … 10'],
      [6, 10, '1 … 4 5 [6] 7 8 9 10'],
      [4, 8, '1 2 3 [4] 5 6 7 8'],
    ]);
  });

  it('clamps a page outside the list', () => {
    expectAnswers(clampPage, [
      [0, 5, 1],
      [9, 5, 5],
      [Number.NaN, 5, 1],
    ]);
    expect(show(99, 3)).toBe('1 2 3');
  });

  it("says which rows are shown: 'Mostrando X a Y de Z resultados'", () => {
    expectAnswers(pageRange, [
      [1, 10, 35, { from: 1, to: 10 }],
      [4, 10, 35, { from: 31, to: 35 }],
      [1, 10, 0, { from: 0, to: 0 }],
    ]);
    expect(rangeSummary(2, 10, 35)).toBe('Mostrando 11 a 20 de 35 resultados');
    expect(rangeSummary(124, 10, 1234)).toBe('Mostrando 1.231 a 1.234 de 1.234 resultados');
  });
});
