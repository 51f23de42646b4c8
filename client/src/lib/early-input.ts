const valueSetter = (element: HTMLInputElement | HTMLTextAreaElement) =>
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element) as object, 'value')?.set;

/**
 * Text typed into a prerendered field before the app took over is in the field but not in the
 * app's state, and React would write the state's value over it on the next render. Each such field
 * (its value differs from the value it was rendered with, its defaultValue once hydrated) gets an
 * input event, as if typed now: React's value tracker must first hold the rendered value, so that
 * it sees the event as a change.
 */
export function replayEarlyInput(root: ParentNode): void {
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
    if (field.value === field.defaultValue || field.type === 'checkbox' || field.type === 'radio') continue;
    const typed = field.value;
    field.value = field.defaultValue;
    valueSetter(field)?.call(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}
