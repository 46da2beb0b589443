import { unstableSetRender } from 'antd-mobile';
import { createRoot, type Root } from 'react-dom/client';

/**
 * antd-mobile 5 renders its imperative pieces (Toast.show, Dialog.alert…) with ReactDOM.render,
 * which React 19 no longer has: without this they never appear (STACK-NOTES.md, trap 2). Each
 * container keeps its own root; unmounting waits a tick so React is not unmounted mid-render.
 */
const roots = new WeakMap<Element | DocumentFragment, Root>();

export function installAntdRender(): void {
  // eslint-disable-next-line @typescript-eslint/no-deprecated -- antd-mobile 5's documented way to run on React 19
  unstableSetRender((node, container) => {
    let root = roots.get(container);
    if (root === undefined) {
      root = createRoot(container);
      roots.set(container, root);
    }
    root.render(node);
    return async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
      root.unmount();
      roots.delete(container);
    };
  });
}
