import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { App } from '../app/app';

/**
 * The console in a test document, driven as an operator drives it: open a page, wait for what it
 * shows, type, choose and press. The admin API is faked by the test (a stubbed fetch).
 */

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;

/** Renders the whole console at `path` (under /console). */
export function openConsole(path: string): void {
  window.history.pushState({}, '', `/console${path}`);
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() => {
    root?.render(<App />);
  });
}

/** Unmounts the console and empties the document, for the next test or the next role. */
export function closeConsole(): void {
  act(() => {
    root?.unmount();
  });
  root = null;
  document.body.innerHTML = '';
}

export async function waitFor(check: () => boolean, what: string): Promise<void> {
  for (let attempt = 0; attempt < 150; attempt += 1) {
    if (check()) return;
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  }
  throw new Error(`Timed out waiting for ${what}; the page shows: ${document.body.textContent}`);
}

export function buttonNamed(name: string): HTMLButtonElement {
  const button = [...document.querySelectorAll('button')].find((candidate) => candidate.textContent.trim() === name);
  if (button === undefined) throw new Error(`no button "${name}"; the page shows: ${document.body.textContent}`);
  return button;
}

export function fieldLabelled(label: string): HTMLElement {
  const labelElement = [...document.querySelectorAll('label')].find((candidate) => candidate.textContent.trim() === label);
  const id = labelElement?.getAttribute('for');
  const field = id === null || id === undefined ? null : document.getElementById(id);
  if (field === null) throw new Error(`no field labelled "${label}"`);
  return field;
}

/** Types the way a browser does, so React's onChange sees it. */
export function typeInto(field: HTMLInputElement, value: string): void {
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(field, value);
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
