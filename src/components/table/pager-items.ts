/** Page buttons of the pager: first, last, and a window round the current page, with gaps. */
export type PagerItem = number | 'gap-before' | 'gap-after';

/** Seven buttons at most, like the pager of spec 01 §9 ('prev, pager, next'). */
export function pagerItems(current: number, pageCount: number, buttons = 7): PagerItem[] {
  if (pageCount <= buttons) return Array.from({ length: pageCount }, (_, index) => index + 1);
  const side = Math.floor((buttons - 3) / 2);
  const showBefore = current > side + 2;
  const showAfter = current < pageCount - side - 1;
  const items: PagerItem[] = [1];
  let from: number;
  let to: number;
  if (!showBefore) {
    from = 2;
    to = buttons - 2;
  } else if (!showAfter) {
    from = pageCount - (buttons - 3);
    to = pageCount - 1;
  } else {
    from = current - side + 1;
    to = current + side - 1;
  }
  if (showBefore) items.push('gap-before');
  for (let page = from; page <= to; page += 1) items.push(page);
  if (showAfter) items.push('gap-after');
  items.push(pageCount);
  return items;
}

export function pageCountOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
}
