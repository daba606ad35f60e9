import { act, fireEvent, screen } from '@testing-library/react';

/**
 * Unit tests' way to choose in the shared Select (a Headless UI Listbox): opens its button with
 * the keyboard, as the listbox answers, and clicks the option of `value`.
 */
export async function chooseValue(button: HTMLElement, value: string): Promise<void> {
  fireEvent.keyDown(button, { key: 'ArrowDown' });
  const listbox = await screen.findByRole('listbox');
  const option = listbox.querySelector(`[data-value="${CSS.escape(value)}"]`);
  if (!option) throw new Error(`no option ${value} in the listbox`);
  await act(async () => {
    fireEvent.click(option);
  });
}

/** The values and texts a shared Select offers, read by opening its listbox and closing it again. */
export async function offeredOptions(button: HTMLElement): Promise<{ value: string; text: string }[]> {
  fireEvent.keyDown(button, { key: 'ArrowDown' });
  const listbox = await screen.findByRole('listbox');
  const options = [...listbox.querySelectorAll('[data-value]')].map((option) => ({ value: option.getAttribute('data-value') ?? '', text: option.textContent ?? '' }));
  await act(async () => {
    fireEvent.keyDown(listbox, { key: 'Escape' });
  });
  return options;
}

/** A shared Select by its label: its accessible name is the label, then the value it shows. */
export const selectLabel = (label: string): RegExp => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( |$)`);
