import { toPng } from 'html-to-image';

/** Parts of the chart's frame that are controls, not the chart: left out of the picture. */
const CONTROL_CLASSES = ['react-flow__controls', 'react-flow__panel', 'react-flow__node-toolbar'];

/** Saves what `element` shows as `name`.png (the browser's download). */
export async function exportPng(element: HTMLElement, name: string): Promise<void> {
  const dataUrl = await toPng(element, {
    backgroundColor: '#ffffff',
    pixelRatio: 2,
    filter: (node) => !(node instanceof HTMLElement && CONTROL_CLASSES.some((name) => node.classList.contains(name))),
  });
  const link = document.createElement('a');
  link.href = dataUrl;
  link.download = `${name}.png`;
  link.click();
}
