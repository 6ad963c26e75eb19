import { getNonce } from "get-nonce";
import { useLayoutEffect } from "react";

/**
 * Keeps the page's `body` box where it was while a modal layout locks the page's scroll.
 *
 * Radix's scroll lock (`react-remove-scroll-bar`, in its "margin" mode) hides the page's scrollbar and makes up
 * for its width, but it also turns the body's margins into padding and makes the body `position: relative`. A
 * page whose first element's top margin collapsed through the body then moves down by that margin, and elements
 * positioned against the viewport move by the body's margins. This measures the body before the lock applies
 * (layout effects run before the lock's own effects) and adds a rule, with the CSP nonce the lock's style uses,
 * that puts back the body's margins, padding and position, keeping the lock's `overflow: hidden` and adding the
 * scrollbar's width to the right margin as the lock does. The rule goes when the panel closes.
 */
export function useBodyBoxKept(active: boolean): void {
  useLayoutEffect(() => {
    if (!active) return;
    const body = document.body;
    const computed = getComputedStyle(body);
    const scrollbar = Math.max(0, window.innerWidth - document.documentElement.clientWidth);
    const { marginTop, marginRight, marginBottom, marginLeft } = computed;
    const { paddingTop, paddingRight, paddingBottom, paddingLeft, position } = computed;
    const style = document.createElement("style");
    const nonce = getNonce();
    if (nonce) style.nonce = nonce;
    style.textContent = `html body[data-scroll-locked]{margin:${marginTop} calc(${marginRight} + ${scrollbar}px) ${marginBottom} ${marginLeft}!important;padding:${paddingTop} ${paddingRight} ${paddingBottom} ${paddingLeft}!important;position:${position}!important}`;
    document.head.append(style);
    return () => style.remove();
  }, [active]);
}
