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

describe("how long a form was open", () => {
  let container: HTMLDivElement;
  /** the page's clock (performance.now), moved by the test instead of by waiting */
  let clock = 0;
  const elapse = (ms: number) => (clock += ms);
  beforeEach(() => {
    clock = 0;
    vi.spyOn(performance, "now").mockImplementation(() => clock);
    container = document.createElement("div");
    document.body.append(container);
    elapse(60_000); // the page has been open a minute before the probe is shown
  });
  afterEach(() => {
    container.remove();
    vi.restoreAllMocks();
  });

  it("counts a form rendered in the browser (a client-side navigation) from when it was shown", async () => {
    const root = createRoot(container);
    await act(async () => root.render(<Probe />));
    elapse(20_000);
    expect(signals().fillTimeMs).toBe(20_000);
    act(() => root.unmount());
  });

  it("counts a form that came in the page's HTML from the page's first paint, when the visitor could start on it", async () => {
    container.innerHTML = renderToString(<Probe />);
    const root = await act(async () => hydrateRoot(container, <Probe />));
    elapse(5_000);
    // jsdom paints nothing, so the page counts as shown from the navigation (time 0): a minute and five seconds
    expect(signals().fillTimeMs).toBe(65_000);
    act(() => root.unmount());
  });
});
