/**
 * Elements of the rendered page read as what they are, checked rather than
 * cast: `elementOf(HTMLSelectElement, screen.getByLabelText('Players'))`
 * fails the test, saying what it found, when the label names another kind
 * of element or none.
 */

/** `node` as an element of `kind` (a button, a select); throws when it is anything else, or nothing. */
export function elementOf<T extends Element>(kind: { new (): T; readonly name: string }, node: unknown): T {
  if (node instanceof kind) return node;
  const found = node instanceof Element ? `<${node.tagName.toLowerCase()}>` : String(node);
  throw new Error(`expected an ${kind.name}, found ${found}`);
}

/** Whether a control is a disabled button (every control the boards offer is a real button). */
export const isDisabled = (control: Element): boolean => elementOf(HTMLButtonElement, control).disabled;
