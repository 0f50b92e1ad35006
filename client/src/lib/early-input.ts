import { HELD_SUBMIT_ATTRIBUTE } from "@shared/page-start";

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
// a file input's files cannot be set again from code: its own field adopts what was picked (site-photos-field.tsx)
const isTextField = (el: EventTarget | null): el is Field =>
  (el instanceof HTMLInputElement && !["checkbox", "radio", "submit", "button", "file"].includes(el.type)) ||
  el instanceof HTMLTextAreaElement ||
  el instanceof HTMLSelectElement;

/** Hands a value to React's onChange as if typed (the form library reads it from there). */
function retype(field: Field, value: string) {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, "value")?.set;
  setter?.call(field, value);
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? "change" : "input", { bubbles: true }));
}

const isToggle = (el: EventTarget | null): el is HTMLInputElement =>
  el instanceof HTMLInputElement && (el.type === "checkbox" || el.type === "radio");

/**
 * Hands a box's state to React's onChange as if clicked. The form may have reset the box to its default
 * when it went live, so the state comes from what the visitor did, not from the box.
 */
function retick(box: HTMLInputElement, wanted: boolean) {
  box.checked = !wanted;
  box.click();
}

function changedFromServerHtml(field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement): boolean {
  if (field instanceof HTMLSelectElement) {
    const options = [...field.options];
    // with no option marked selected in the HTML, a single select shows its first one
    const shownFirst = Math.max(
      0,
      options.findIndex((option) => option.defaultSelected),
    );
    return field.selectedIndex !== shownFirst;
  }
  if (isToggle(field)) return field.checked !== field.defaultChecked;
  return field.value !== field.defaultValue;
}

/**
 * Bridges the moment before an island's code is live (client/src/islands.tsx). What the visitor typed or ticked
 * before, or types meanwhile, is kept and handed to its form once live (the form starts from its defaults). A submit
 * meanwhile would go out as a plain GET to the page, personal details in the address: it is held (here, or by the
 * page's entry script before) and sent again once the form is live, so its own validation and sending run as usual.
 * Returns the clean-up.
 */
export function keepEarlyInput(area: HTMLElement, live: Promise<void>): () => void {
  let isLive = false;
  let held: HTMLFormElement | undefined;
  const typed = new Map<Field, string>();
  const ticked = new Map<HTMLInputElement, boolean>();
  const remember = (target: EventTarget | null) => {
    if (isTextField(target)) typed.set(target, target.value);
    else if (isToggle(target)) ticked.set(target, target.checked);
  };
  const inArea = (event: Event) => event.target instanceof Node && area.contains(event.target);
  const onInput = (event: Event) => {
    if (isLive || !inArea(event)) return;
    remember(event.target);
  };
  // a photo picked before this ran waits in its input: its own field adopts it (site-photos-field.tsx)
  // What the visitor changed before this ran (the island's code was on its way) differs from the server's HTML.
  area.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>("input, textarea, select").forEach((field) => {
    if (changedFromServerHtml(field)) remember(field);
  });
  // A submit before the page was live was held by the page's entry script (holdUnhandledSubmits).
  const heldBeforeLive = area.querySelector<HTMLFormElement>(`form[${HELD_SUBMIT_ATTRIBUTE}]`);
  if (heldBeforeLive) {
    heldBeforeLive.removeAttribute(HELD_SUBMIT_ATTRIBUTE);
    held = heldBeforeLive;
  }
  const onSubmit = (event: SubmitEvent) => {
    if (isLive || !inArea(event) || !(event.target instanceof HTMLFormElement)) return;
    event.preventDefault();
    event.stopPropagation();
    held = event.target;
  };
  void live.then(() => {
    isLive = true;
    typed.forEach((value, field) => field.isConnected && retype(field, value));
    ticked.forEach((wanted, box) => box.isConnected && retick(box, wanted));
    if (held?.isConnected) held.requestSubmit();
  });
  // On the document, in the capture phase: the island is not React's yet, and once it is, React's own listener on
  // its root would stop events aimed at a part it has not hydrated, so a listener on the area would not hear them.
  document.addEventListener("input", onInput, true);
  document.addEventListener("change", onInput, true);
  document.addEventListener("submit", onSubmit, true);
  return () => {
    document.removeEventListener("input", onInput, true);
    document.removeEventListener("change", onInput, true);
    document.removeEventListener("submit", onSubmit, true);
  };
}
