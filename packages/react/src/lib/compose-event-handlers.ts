/**
 * Runs the host's handler first and ours only when the host did not call `preventDefault()`,
 * the Radix convention that lets a host opt out of any built-in behaviour.
 */
export function composeEventHandlers<E extends { defaultPrevented: boolean }>(
  hostHandler: ((event: E) => void) | undefined,
  ownHandler: (event: E) => void,
): (event: E) => void {
  return (event) => {
    hostHandler?.(event);
    if (!event.defaultPrevented) ownHandler(event);
  };
}
