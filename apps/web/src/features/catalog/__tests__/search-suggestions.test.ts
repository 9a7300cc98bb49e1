import { describe, expect, it } from 'vitest';
import { suggestionKeyAction, suggestionTerm } from '../search-suggestions.ts';

/** An open list of 7 options (6 products and "See all results"), none highlighted. */
const list = { open: true, active: -1, optionCount: 7, hasText: true };

describe('suggestionTerm', () => {
  it('asks from two characters on, without surrounding spaces', () => {
    expect(suggestionTerm('')).toBe('');
    expect(suggestionTerm('c')).toBe('');
    expect(suggestionTerm(' c  ')).toBe('');
    expect(suggestionTerm('ca')).toBe('ca');
    expect(suggestionTerm('  cat litter ')).toBe('cat litter');
  });
});

describe('suggestionKeyAction', () => {
  it('ArrowDown moves to the next option and wraps from the last to the first', () => {
    expect(suggestionKeyAction('ArrowDown', list)).toEqual({ type: 'move', active: 0 });
    expect(suggestionKeyAction('ArrowDown', { ...list, active: 0 })).toEqual({
      type: 'move',
      active: 1,
    });
    expect(suggestionKeyAction('ArrowDown', { ...list, active: 6 })).toEqual({
      type: 'move',
      active: 0,
    });
  });

  it('ArrowUp moves to the previous option and wraps from the first to the last', () => {
    expect(suggestionKeyAction('ArrowUp', list)).toEqual({ type: 'move', active: 6 });
    expect(suggestionKeyAction('ArrowUp', { ...list, active: 3 })).toEqual({
      type: 'move',
      active: 2,
    });
    expect(suggestionKeyAction('ArrowUp', { ...list, active: 0 })).toEqual({
      type: 'move',
      active: 6,
    });
  });

  it('an arrow on a closed list opens it at the first (down) or last (up) option', () => {
    const closed = { ...list, open: false, active: 4 };
    expect(suggestionKeyAction('ArrowDown', closed)).toEqual({ type: 'move', active: 0 });
    expect(suggestionKeyAction('ArrowUp', closed)).toEqual({ type: 'move', active: 6 });
  });

  it('arrows do nothing of their own while there is nothing to suggest', () => {
    const empty = { open: false, active: -1, optionCount: 0, hasText: true };
    expect(suggestionKeyAction('ArrowDown', empty)).toEqual({ type: 'ignore' });
    expect(suggestionKeyAction('ArrowUp', empty)).toEqual({ type: 'ignore' });
  });

  it('Enter chooses the highlighted option, and searches the store with none', () => {
    expect(suggestionKeyAction('Enter', { ...list, active: 2 })).toEqual({
      type: 'choose',
      index: 2,
    });
    expect(suggestionKeyAction('Enter', list)).toEqual({ type: 'submit' });
    // A highlight left on a closed list is not a choice.
    expect(suggestionKeyAction('Enter', { ...list, open: false, active: 2 })).toEqual({
      type: 'submit',
    });
    expect(
      suggestionKeyAction('Enter', { open: false, active: -1, optionCount: 0, hasText: false }),
    ).toEqual({ type: 'submit' });
  });

  it('Escape closes an open list, then clears the box, then is left alone', () => {
    expect(suggestionKeyAction('Escape', { ...list, active: 1 })).toEqual({ type: 'close' });
    expect(suggestionKeyAction('Escape', { ...list, open: false })).toEqual({ type: 'clear' });
    expect(suggestionKeyAction('Escape', { ...list, open: false, hasText: false })).toEqual({
      type: 'ignore',
    });
  });

  it('leaves every other key to the box (typing, caret moves, Tab)', () => {
    for (const key of ['a', 'Home', 'End', 'ArrowLeft', 'ArrowRight', 'Tab', 'Backspace']) {
      expect(suggestionKeyAction(key, { ...list, active: 1 })).toEqual({ type: 'ignore' });
    }
  });
});
