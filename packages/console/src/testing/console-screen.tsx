import { act } from 'react';
import { waitFor } from './test-env';

/**
 * Driving the console as an operator does, on a page opened with console-page.tsx: press, type,
 * choose, and read the table's rows. Nothing here imports the App, so a component's test can use
 * the same gestures.
 */

/** The buttons showing `name`; `within` tells apart a row's button from its dialog's, or the form's. */
export const buttonsNamed = (name: string, within: ParentNode = document): HTMLButtonElement[] =>
  [...within.querySelectorAll('button')].filter((candidate) => candidate.textContent.trim() === name);

export function buttonNamed(name: string, within: ParentNode = document): HTMLButtonElement {
  const button = buttonsNamed(name, within)[0];
  if (button === undefined) throw new Error(`no button "${name}"; the page shows: ${document.body.textContent}`);
  return button;
}

/** A text field by its label; antd's TextArea is labelled like an Input, so either may answer. */
export function fieldLabelled(label: string): HTMLInputElement | HTMLTextAreaElement {
  const labelElement = [...document.querySelectorAll('label')].find((candidate) => candidate.textContent.trim() === label);
  const id = labelElement?.getAttribute('for');
  const field = id === null || id === undefined ? null : document.getElementById(id);
  if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) throw new Error(`no field labelled "${label}"`);
  return field;
}

/**
 * Types the way a browser does, so React's onChange sees it: through the prototype's value setter,
 * past the one React puts on the element to track it, and the setter of the field's own kind (an
 * input's throws on a textarea).
 */
export function typeInto(field: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  act(() => {
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

/** Opens an antd Select by its label and picks the option titled `option`. */
export async function choose(label: string, option: string): Promise<void> {
  act(() => {
    fieldLabelled(label).closest('.ant-select')?.querySelector('.ant-select-selector')?.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
  });
  const selector = `.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="${option}"]`;
  await waitFor(() => document.querySelector(selector) !== null, `the option ${option}`);
  act(() => {
    document.querySelector<HTMLElement>(selector)?.click();
  });
}

/** The text of each row of the page's table(s). */
export const rowTexts = () => [...document.querySelectorAll('tbody tr.ant-table-row')].map((row) => row.textContent);

/** A form's field by its id (antd names it after the form and the field's path: `task_levels_0_name`). */
export function fieldWithId(id: string): HTMLInputElement {
  const field = document.getElementById(id);
  if (!(field instanceof HTMLInputElement)) throw new Error(`no field with the id ${id}`);
  return field;
}

/** Opens the antd Select whose input has `id` and picks the option titled `option`. */
export async function chooseFor(id: string, option: string): Promise<void> {
  act(() => {
    fieldWithId(id).closest('.ant-select')?.querySelector('.ant-select-selector')?.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
  });
  const selector = `.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="${option}"]`;
  await waitFor(() => document.querySelector(selector) !== null, `the option ${option}`);
  act(() => {
    document.querySelector<HTMLElement>(selector)?.click();
  });
}

/** Presses a button (found with buttonNamed, or by its accessible name with buttonLabelled). */
export function press(button: HTMLElement): void {
  act(() => {
    button.click();
  });
}

/** The button whose aria-label is `label` (a list item's Remove, which names the item). */
export function buttonLabelled(label: string): HTMLButtonElement {
  const button = [...document.querySelectorAll('button')].find((candidate) => candidate.getAttribute('aria-label') === label);
  if (button === undefined) throw new Error(`no button labelled "${label}"`);
  return button;
}

/** The validation messages the form shows now (not those fading out after being put right). */
export const formErrors = (): string[] =>
  [...document.querySelectorAll('.ant-form-item-explain-error')].filter((error) => !/-leave\b/.test(error.className)).map((error) => error.textContent.trim());
