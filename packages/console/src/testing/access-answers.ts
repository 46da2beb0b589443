import { act, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { accessControlProvider } from '../access/access-control-provider';

/**
 * refine asks the console's access provider whether the role may do each thing, and hides what it
 * may not once the answer comes, on its own time. A test that means "this role sees no X" waits for
 * that answer instead of for a while: the provider is wrapped once (the files of a worker share it)
 * to write down each answer of the test.
 */
interface AccessAnswer {
  resource: string | undefined;
  action: string;
  can: boolean;
}

const answers: AccessAnswer[] = [];
const WRAPPED = Symbol('answers written down');
const provider: typeof accessControlProvider & { [WRAPPED]?: true } = accessControlProvider;

if (provider[WRAPPED] !== true) {
  const ask = provider.can;
  provider.can = async (params) => {
    const answer = await ask(params);
    answers.push({ resource: params.resource, action: params.action, can: answer.can });
    return answer;
  };
  provider[WRAPPED] = true;
}

/** Waits until the role has been told whether it may do `action` on `resource`, and the page has drawn that answer. */
export async function accessAnswered(resource: string, action: string): Promise<void> {
  await waitFor(() => {
    expect(answers.map((answer) => `${answer.resource ?? ''} ${answer.action}`)).toContain(`${resource} ${action}`);
  });
  // refine's query notifies the page on its scheduler's next turn.
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

/** For afterEach: the next test starts with no answers. */
export function forgetAccessAnswers(): void {
  answers.length = 0;
}
