import { type ComponentType, createElement, type LazyExoticComponent, lazy, useEffect } from "react";

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
  FIRST_INTERACTIONS.forEach((type) => window.addEventListener(type, load, { once: true, passive: true }));
  return () => FIRST_INTERACTIONS.forEach((type) => window.removeEventListener(type, load));
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
const isTextField = (el: EventTarget | null): el is Field =>
  (el instanceof HTMLInputElement && !["checkbox", "radio", "submit", "button"].includes(el.type)) ||
  el instanceof HTMLTextAreaElement ||
  el instanceof HTMLSelectElement;

/** Hands a value to React's onChange as if typed (the form library reads it from there). */
function retype(field: Field, value: string) {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, "value")?.set;
  setter?.call(field, value);
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? "change" : "input", { bubbles: true }));
}

/**
 * Bridges the moment before a form's code is live. What the visitor types meanwhile is kept and handed
 * to the form once it is live (it starts from its defaults). A submit meanwhile would go out as a plain
 * GET to the page, personal details in the address: it is held and sent again once the form is live,
 * so its own validation and sending run as usual.
 */
export function holdEarlySubmit(area: HTMLElement, part: OnDemand): () => void {
  let live = false;
  let held: HTMLFormElement | undefined;
  const typed = new Map<Field, string>();
  const onInput = (event: Event) => {
    if (!live && isTextField(event.target)) typed.set(event.target, event.target.value);
  };
  const onSubmit = (event: SubmitEvent) => {
    if (live || !(event.target instanceof HTMLFormElement)) return;
    event.preventDefault();
    event.stopPropagation();
    held = event.target;
    part.request();
  };
  void part.ready.then(() => {
    live = true;
    typed.forEach((value, field) => field.isConnected && retype(field, value));
    if (held?.isConnected) held.requestSubmit();
  });
  area.addEventListener("input", onInput, true);
  area.addEventListener("change", onInput, true);
  area.addEventListener("submit", onSubmit, true);
  return () => {
    area.removeEventListener("input", onInput, true);
    area.removeEventListener("change", onInput, true);
    area.removeEventListener("submit", onSubmit, true);
  };
}
