import { describe, expect, it } from 'vitest';
import { clampPage, hasSeveralPages, pageItems, pageRange, rangeSummary, type PageItem } from '../../site/lib/pagination';

/** Page items as a short string: '1 … 4 5 [6] 7 8 … 20'. */
function render(items: PageItem[], current: number): string {
  return items.map((item) => (item.kind === 'gap' ? '…' : item.page === current ? `[${item.page}]` : String(item.page))).join(' ');
}

const show = (current: number, total: number) => render(pageItems(current, total), current);

describe('the shared pager', () => {
  it('is hidden with one page or none', () => {
    expect(hasSeveralPages(0)).toBe(false);
    expect(hasSeveralPages(1)).toBe(false);
    expect(hasSeveralPages(2)).toBe(true);
    expect(pageItems(1, 1)).toEqual([]);
    expect(pageItems(1, 0)).toEqual([]);
  });

  it('shows every page when they fit', () => {
    expect(show(1, 2)).toBe('[1] 2');
    expect(show(3, 5)).toBe('1 2 [3] 4 5');
    expect(show(4, 7)).toBe('1 2 3 [4] 5 6 7');
  });

  it('keeps first and last, two neighbours either side, and gaps between', () => {
    expect(show(10, 20)).toBe('1 … 8 9 [10] 11 12 … 20');
    expect(show(1, 20)).toBe('[1] 2 3 … 20');
    expect(show(1, 7)).toBe('[1] 2 3 … 7');
    expect(show(20, 20)).toBe('1 … 18 19 [20]');
    expect(show(5, 20)).toBe('1 2 3 4 [5] 6 7 … 20');
  });

  it('never hides a single page behind a gap', () => {
    // Page 2 alone between 1 and 3: shown instead of '…'.
    expect(show(5, 10)).toBe('1 2 3 4 [5] 6 7 … 10');
    expect(show(6, 10)).toBe('1 … 4 5 [6] 7 8 9 10');
    expect(show(4, 8)).toBe('1 2 3 [4] 5 6 7 8');
  });

  it('clamps a page outside the list', () => {
    expect(clampPage(0, 5)).toBe(1);
    expect(clampPage(9, 5)).toBe(5);
    expect(clampPage(Number.NaN, 5)).toBe(1);
    expect(show(99, 3)).toBe('1 2 3');
  });

  it("says which rows are shown: 'Mostrando X a Y de Z resultados'", () => {
    expect(pageRange(1, 10, 35)).toEqual({ from: 1, to: 10 });
    expect(pageRange(4, 10, 35)).toEqual({ from: 31, to: 35 });
    expect(pageRange(1, 10, 0)).toEqual({ from: 0, to: 0 });
    expect(rangeSummary(2, 10, 35)).toBe('Mostrando 11 a 20 de 35 resultados');
    expect(rangeSummary(124, 10, 1234)).toBe('Mostrando 1.231 a 1.234 de 1.234 resultados');
  });
});
