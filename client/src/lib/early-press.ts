import { EARLY_PRESS_ATTRIBUTE } from "@shared/page-start";

/** The button the visitor pressed before the page's code listened (rememberEarlyPresses in deferred-start.ts), unmarked. */
export function takeEarlyPress(): HTMLButtonElement | null {
  const button = document.querySelector<HTMLButtonElement>(`button[${EARLY_PRESS_ATTRIBUTE}]`);
  button?.removeAttribute(EARLY_PRESS_ATTRIBUTE);
  return button;
}
