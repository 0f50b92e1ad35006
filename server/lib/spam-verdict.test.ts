import { describe, expect, it } from "vitest";
import { spamVerdict } from "./spam-verdict";

const person = { website: false, fillTimeMs: 30_000 };
const text = (...all: string[]) => ({ all, scriptJudged: all });

describe("spamVerdict", () => {
  it("passes a real submission, and one whose fill time was not sent", () => {
    expect(spamVerdict(person, text("Jane", "A 15 m wall in Chermside, see www.example.com"))).toEqual({ isSpam: false, spamReason: null });
    expect(spamVerdict({ website: false, fillTimeMs: null }, text("Jane"))).toEqual({ isSpam: false, spamReason: null });
  });

  it("gives every reason that applies", () => {
    const verdict = spamVerdict(
      { website: true, fillTimeMs: 1200 },
      text('http://a.ru [url=http://b.ru]x[/url] <a href="https://c.ru">y</a>', "Купить"),
    );
    expect(verdict).toEqual({
      isSpam: true,
      spamReason: "Hidden field filled in; Sent 1.2 s after the form was shown; 3 links; Text in a script we do not serve",
    });
  });

  it("flags text in scripts the business never serves but not Latin accents or a stray symbol", () => {
    for (const sample of ["东京的服务", "خدمات", "สวัสดี", "Привет"]) expect(spamVerdict(person, text(sample)).isSpam).toBe(true);
    for (const sample of ["Crème brûlée, Zoë", "20 m² and 5 µm"]) expect(spamVerdict(person, text(sample)).isSpam).toBe(false);
  });

  it("judges the script only of the fields it is told to", () => {
    expect(spamVerdict(person, { all: ["李明", "Hello"], scriptJudged: ["Hello"] }).isSpam).toBe(false);
  });
});
