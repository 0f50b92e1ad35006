import { parse } from "csv-parse/sync";
import { neutraliseFormula, toCsv } from "./csv";

describe("toCsv", () => {
  const columns = [
    { header: "Name", value: (row: { name: string; value: number | null }) => row.name },
    { header: "Value", value: (row: { name: string; value: number | null }) => row.value },
  ];

  it("writes a header row and quotes commas, quotes and line breaks", () => {
    const csv = toCsv([{ name: 'Jo "JJ", Citizen\nJr', value: 5 }], columns);
    const rows = parse(csv) as string[][];
    expect(rows).toEqual([
      ["Name", "Value"],
      ['Jo "JJ", Citizen\nJr', "5"],
    ]);
  });

  it("neutralises every formula start, leaves a lone dash (no figure) and keeps numbers as numbers", () => {
    const names = ['=HYPERLINK("http://x")', "+1", "-2", "@SUM(A1)", "\tx", "\rx", "plain", "-"];
    const csv = toCsv(
      names.map((name) => ({ name, value: -3 })),
      columns,
    );
    const rows = (parse(csv, { relax_quotes: true }) as string[][]).slice(1);
    expect(rows.map((row) => row[0])).toEqual([`'=HYPERLINK("http://x")`, "'+1", "'-2", "'@SUM(A1)", "'\tx", "'\rx", "plain", "-"]);
    expect(rows.every((row) => row[1] === "-3")).toBe(true);
  });

  it("writes empty cells for null", () => {
    expect(toCsv([{ name: "a", value: null }], columns)).toBe("Name,Value\r\na,\r\n");
  });
});

describe("neutraliseFormula", () => {
  it("leaves non-text alone", () => {
    expect(neutraliseFormula(-1)).toBe(-1);
    expect(neutraliseFormula(null)).toBe(null);
  });
});
