import { act, useEffect } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { type FormSignals, useFormSignals } from "./use-form-signals";

let signals: () => FormSignals = () => {
  throw new Error("the probe has not rendered");
};

const expose = (formSignals: () => FormSignals) => {
  signals = formSignals;
};

function Probe() {
  const { honeypotRef, signals: formSignals } = useFormSignals();
  useEffect(() => expose(formSignals));
  return <input ref={honeypotRef} defaultValue="" aria-label="honeypot" />;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("how long a form was open", () => {
  let container: HTMLDivElement;
  beforeEach(async () => {
    container = document.createElement("div");
    document.body.append(container);
    await pause(60); // the page has been open a while before the probe is shown
  });
  afterEach(() => container.remove());

  it("counts a form rendered in the browser (a client-side navigation) from when it was shown", async () => {
    const shown = performance.now();
    const root = createRoot(container);
    await act(async () => root.render(<Probe />));
    await pause(20);
    const { fillTimeMs } = signals();
    expect(fillTimeMs).toBeGreaterThanOrEqual(19);
    expect(fillTimeMs).toBeLessThanOrEqual(Math.ceil(performance.now() - shown));
    act(() => root.unmount());
  });

  it("counts a form that came in the page's HTML from the page's first paint, when the visitor could start on it", async () => {
    container.innerHTML = renderToString(<Probe />);
    const hydrated = performance.now();
    const root = await act(async () => hydrateRoot(container, <Probe />));
    // jsdom paints nothing, so the page counts as shown from the navigation (time 0)
    expect(signals().fillTimeMs).toBeGreaterThanOrEqual(Math.floor(hydrated));
    act(() => root.unmount());
  });
});
