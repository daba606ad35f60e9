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
