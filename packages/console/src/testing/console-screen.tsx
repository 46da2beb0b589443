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
