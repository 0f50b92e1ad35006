import { formatAud, formatDuration } from "./format-duration";

describe("formatDuration", () => {
  it.each([
    [0.4, "under 1 min"],
    [45, "45 min"],
    [60, "1 h"],
    [200, "3 h 20 min"],
    [25 * 60, "25 h"],
    [52 * 60, "2 d 4 h"],
    [72 * 60, "3 d"],
  ])("%s minutes reads %s", (minutes, text) => {
    expect(formatDuration(minutes)).toBe(text);
  });
});

describe("formatAud", () => {
  it("shows Australian dollars with cents only when there are some", () => {
    expect(formatAud(12500)).toBe("$12,500");
    expect(formatAud(12500.5)).toBe("$12,500.50");
  });
});
