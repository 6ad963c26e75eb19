import { useCallback, useRef, useState } from "react";

/** Options for {@link useControllableState}. */
export interface UseControllableStateOptions<T> {
  /** The controlled value; `undefined` leaves the state uncontrolled. */
  value: T | undefined;
  /** The initial value when uncontrolled. */
  defaultValue: T;
  /** Called with every requested change, controlled or not. */
  onChange: ((value: T) => void) | undefined;
}

/** A value that is controlled when `value` is given and internal otherwise (the Radix `open`/`defaultOpen` pattern). */
export function useControllableState<T>(options: UseControllableStateOptions<T>): [T, (value: T) => void] {
  const [internal, setInternal] = useState(options.defaultValue);
  const controlled = options.value !== undefined;
  const current = controlled ? (options.value as T) : internal;
  const latest = useRef({ current, controlled, onChange: options.onChange });
  latest.current = { current, controlled, onChange: options.onChange };
  const setValue = useCallback((next: T) => {
    const { current: previous, controlled: isControlled, onChange } = latest.current;
    if (Object.is(previous, next)) return;
    if (!isControlled) setInternal(next);
    onChange?.(next);
  }, []);
  return [current, setValue];
}
