import { type ComponentType, createElement, type LazyExoticComponent, lazy, useEffect } from "react";
import { HELD_SUBMIT_ATTRIBUTE } from "@shared/page-start";

export interface OnDemand {
  Component: LazyExoticComponent<ComponentType>;
  /** start loading the code (idempotent) */
  request(): void;
  /** settles once the part is hydrated (or rendered) and its handlers are live */
  ready: Promise<void>;
}

/**
 * A component whose code loads only when request() is called. The server renders it in full (its
 * HTML, labels and all, is part of the page); in the browser its Suspense boundary keeps that HTML,
 * not yet hydrated, until the code arrives. Requesting is not React state, so nothing re-renders the
 * boundary before then.
 */
export function onDemand(load: () => Promise<{ default: ComponentType }>): OnDemand {
  let request!: () => void;
  let markReady!: () => void;
  const requested = new Promise<void>((resolve) => {
    request = resolve;
  });
  const ready = new Promise<void>((resolve) => {
    markReady = resolve;
  });
  if (import.meta.env.SSR) request();
  const Component = lazy(() =>
    requested.then(load).then(({ default: Part }) => ({
      default: function Live() {
        useEffect(markReady, []);
        return createElement(Part);
      },
    })),
  );
  return { Component, request, ready };
}

const FIRST_INTERACTIONS = ["pointerdown", "keydown", "touchstart", "scroll", "focusin"] as const;

/** Calls load on the visitor's first pointer, key, touch, scroll or focus; returns the clean-up. */
export function onFirstInteraction(load: () => void): () => void {
  // capture phase: React stops events aimed at parts it has not hydrated before they bubble up here
  FIRST_INTERACTIONS.forEach((type) => window.addEventListener(type, load, { once: true, passive: true, capture: true }));
  return () => FIRST_INTERACTIONS.forEach((type) => window.removeEventListener(type, load, { capture: true }));
}

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
 * Bridges the moment before a form's code is live. What the visitor types or ticks meanwhile is kept and
 * handed to the form once it is live (it starts from its defaults). A submit meanwhile would go out as a plain
 * GET to the page, personal details in the address: it is held (here, or before the page was hydrated by
 * the entry script) and sent again once the form is live, so its own validation and sending run as usual.
 */
export function holdEarlySubmit(area: HTMLElement, part: OnDemand): () => void {
  let live = false;
  let held: HTMLFormElement | undefined;
  const typed = new Map<Field, string>();
  const ticked = new Map<HTMLInputElement, boolean>();
  const remember = (target: EventTarget | null) => {
    if (isTextField(target)) typed.set(target, target.value);
    else if (isToggle(target)) ticked.set(target, target.checked);
  };
  const inArea = (event: Event) => event.target instanceof Node && area.contains(event.target);
  const onInput = (event: Event) => {
    if (live || !inArea(event)) return;
    remember(event.target);
    part.request();
  };
  // a photo picked before this ran (the page was still hydrating) waits in its input; its field takes it
  if ([...area.querySelectorAll<HTMLInputElement>("input[type=file]")].some((input) => input.files?.length)) part.request();
  // What the visitor changed before this ran (the page was still hydrating) differs from the server's HTML.
  area.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>("input, textarea, select").forEach((field) => {
    if (changedFromServerHtml(field)) remember(field);
  });
  // A submit before the page was live was held by the page's entry script (holdUnhandledSubmits).
  const heldBeforeLive = area.querySelector<HTMLFormElement>(`form[${HELD_SUBMIT_ATTRIBUTE}]`);
  if (heldBeforeLive) {
    heldBeforeLive.removeAttribute(HELD_SUBMIT_ATTRIBUTE);
    held = heldBeforeLive;
  }
  if (typed.size > 0 || ticked.size > 0 || held) part.request();
  const onSubmit = (event: SubmitEvent) => {
    if (live || !inArea(event) || !(event.target instanceof HTMLFormElement)) return;
    event.preventDefault();
    event.stopPropagation();
    held = event.target;
    part.request();
  };
  void part.ready.then(() => {
    live = true;
    typed.forEach((value, field) => field.isConnected && retype(field, value));
    ticked.forEach((wanted, box) => box.isConnected && retick(box, wanted));
    if (held?.isConnected) held.requestSubmit();
  });
  // On the document, in the capture phase: React's own listener on the root stops events aimed at a part
  // it has not hydrated yet, so a listener on the area itself would never hear them.
  document.addEventListener("input", onInput, true);
  document.addEventListener("change", onInput, true);
  document.addEventListener("submit", onSubmit, true);
  return () => {
    document.removeEventListener("input", onInput, true);
    document.removeEventListener("change", onInput, true);
    document.removeEventListener("submit", onSubmit, true);
  };
}
