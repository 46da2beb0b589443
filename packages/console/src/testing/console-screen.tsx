import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { expect } from 'vitest';

/**
 * Driving the console as an operator does, on a page opened with console-page.tsx or a part
 * rendered with console-component.tsx: what Testing Library's queries by role and label need
 * around antd (its Select, its upload, its tables' extra rows, its form errors). Nothing here
 * imports the App, so a component's test can use the same gestures.
 */

/**
 * The operator at the keyboard and mouse, for a test. Without user-event's check that the target
 * takes pointer events: in happy-dom it computes the style of the target and each ancestor against
 * antd's CSS-in-JS, most of a second a click on a console page (see setup.ts).
 */
export const operatorUser = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

/**
 * Empties a field and pastes `text` into it, as an operator filling a form from their notes does:
 * one change, where typing it key by key re-renders a long antd form for each character.
 */
export async function fillIn(field: HTMLElement, text: string): Promise<void> {
  const user = operatorUser();
  await user.clear(field);
  if (text !== '') await user.paste(text);
}

/** The `index`th of what a query found (a list setting's second payee), or a failure that says how many there were. */
export function nth<T>(found: readonly T[], index: number): T {
  const item = found[index];
  if (item === undefined) throw new Error(`asked for number ${index + 1} of ${found.length}`);
  return item;
}

/** What each field holds (an input's or a text area's value). */
export const valuesOf = (fields: readonly HTMLElement[]): (string | null)[] =>
  fields.map((field) => (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement ? field.value : null));

/** The part of the page under a heading (a settings form's `<section>`), to look for what repeats in other parts. */
export function sectionOf(heading: string): HTMLElement {
  const section = screen.getByRole('heading', { name: heading }).closest('section');
  if (section === null) throw new Error(`the heading "${heading}" heads no section`);
  return section;
}

/**
 * Chooses `file` in the file picker an upload button opens: antd's Upload keeps its file input,
 * unlabelled, beside the button. The picker's own filter is off, as when the operator picks "All
 * files", so that the console's own check of the file's kind is what answers.
 */
export async function uploadWith(button: HTMLElement, file: File): Promise<void> {
  const input = button.parentElement?.querySelector<HTMLInputElement>('input[type="file"]');
  if (input === null || input === undefined) throw new Error(`the button "${button.textContent}" opens no file picker`);
  await userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never, applyAccept: false }).upload(input, file);
}

/**
 * Picks `option` in an antd Select as a keyboard user does: opens the combobox, moves down its
 * list until the option it announces (aria-activedescendant) is `option`, and presses Enter. The
 * keys go as fireEvent's, which carry the key codes antd's list reads (user-event's do not).
 */
export async function pick(select: HTMLElement, option: string): Promise<void> {
  await operatorUser().click(select);
  const announced = () => document.getElementById(select.getAttribute('aria-activedescendant') ?? '')?.getAttribute('aria-label');
  await waitFor(() => {
    expect(announced()).toBeDefined();
  });
  const passed: string[] = [];
  while (announced() !== option) {
    const label = announced() ?? '';
    if (passed.includes(label)) throw new Error(`no option "${option}"; the list has: ${passed.join(', ')}`);
    passed.push(label);
    fireEvent.keyDown(select, { key: 'ArrowDown', code: 'ArrowDown', keyCode: 40, which: 40 });
  }
  fireEvent.keyDown(select, { key: 'Enter', code: 'Enter', keyCode: 13, which: 13 });
  await waitFor(() => {
    expect(select).toHaveAttribute('aria-expanded', 'false');
  });
}

/** Opens an antd Select by its label and picks the option `option`. */
export async function choose(label: string, option: string): Promise<void> {
  await pick(screen.getByRole('combobox', { name: label }), option);
}

/** A column's header, by its name (not its hidden copy in antd's row that measures the columns). */
export function columnHeader(name: string | RegExp): HTMLElement {
  const header = screen.getAllByRole('columnheader', { name }).find((candidate) => candidate.closest('[aria-hidden="true"]') === null);
  if (header === undefined) throw new Error(`no column ${String(name)}`);
  return header;
}

/** The table's row that shows `text` (an order's number), to look inside it. */
export function rowWith(text: string): HTMLElement {
  const row = screen.getAllByRole('row').find((candidate) => within(candidate).queryAllByRole('cell').length > 1 && candidate.textContent.includes(text));
  if (row === undefined) throw new Error(`no row shows ${text}`);
  return row;
}

/**
 * The text of each row of the page's table(s) that holds a record: cells, not column headers; not
 * antd's hidden row that measures the columns, nor its placeholder row, one cell across the table
 * while the list loads or is empty.
 */
export const rowTexts = () =>
  screen
    .queryAllByRole('row')
    .filter((row) => row.getAttribute('aria-hidden') !== 'true' && within(row).queryAllByRole('cell').length > 1 && within(row).queryAllByRole('columnheader').length === 0)
    .map((row) => row.textContent);

/** Waits until a row of the table shows `text` (a list's answer, drawn). */
export async function rowShowing(text: string): Promise<void> {
  await waitFor(() => {
    expect(rowTexts().filter((row) => row.includes(text))).not.toEqual([]);
  });
}

/**
 * The validation messages the form shows at its fields now, as a screen reader hears them: each
 * field marked invalid (aria-invalid) is described by antd's list of its errors (`<id>_help`, beside
 * the field's standing hint `<id>_extra`). A Select marks both its box and its input: one list each.
 * A list's own refusal, at no field, is found by its text.
 */
export function formErrors(): string[] {
  const helpIds = [...document.querySelectorAll('[aria-invalid="true"]')].flatMap((field) => (field.getAttribute('aria-describedby') ?? '').split(' ').filter((id) => id.endsWith('_help')));
  return [...new Set(helpIds)].flatMap((id) => [...(document.getElementById(id)?.children ?? [])].map((error) => error.textContent.trim()));
}

