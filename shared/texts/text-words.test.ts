import { describe, expect, it } from "vitest";
import { receiptText, textFirstName } from "./text-words";

describe("a visitor's name in a text", () => {
  it.each([
    ["Jo-Anne O'Neil", "Jo-Anne"],
    ["  Jane   Citizen ", "Jane"],
    ["O'Brien", "O'Brien"],
    ["Zoë", "Zoë"],
    ["Wolfeschlegelsteinhausenberger Smith", "Wolfeschlegelsteinha"],
    ["https://evil.example/pay", ""],
    ["evil.example", ""],
    ["J0hn", ""],
    ["Call 0412000000", "Call"],
    ["0412000000 Jane", ""],
    ["Jane! now", ""],
    ["", ""],
  ])("%j gives %j", (typed, shown) => {
    expect(textFirstName(typed)).toBe(shown);
  });

  it("is at most 20 characters", () => {
    expect(textFirstName("A".repeat(50))).toHaveLength(20);
  });

  it("leaves the receipt saying 'thanks,' with no name when the name is not a name", () => {
    expect(receiptText("Ridgeline", "https://evil.example/pay", "RW-ABC123")).toMatch(
      /^Ridgeline: thanks, we have your quote request RW-ABC123\./,
    );
    expect(receiptText("Ridgeline", "Jo-Anne O'Neil", "RW-ABC123")).toMatch(/^Ridgeline: thanks Jo-Anne, we have/);
    expect(receiptText("Ridgeline", "https://evil.example/pay", "RW-ABC123")).not.toContain("evil");
  });
});
