import { type ShipmentLineResult, type ShipmentResult, toCents } from "@shared/golf/shipment";
import { type CsvCell, type CsvColumn, toCsv } from "../../lib/csv";

type Row = Partial<ShipmentLineResult> & { shipment: string; line: string };

const money = (value: number | undefined) => (value === undefined ? null : value.toFixed(2));

const COLUMNS: CsvColumn<Row>[] = [
  { header: "Shipment", value: (row) => row.shipment },
  { header: "Line", value: (row) => row.line },
  { header: "Origin", value: (row) => row.origin },
  { header: "Units", value: (row) => row.units },
  { header: "FOB per unit (US$)", value: (row) => money(row.fobUSD) },
  { header: "Customs value (A$)", value: (row) => money(row.customsValueAUD) },
  { header: "Duty rate (%)", value: (row) => row.dutyRatePercent },
  { header: "Duty (A$)", value: (row) => money(row.dutyAUD) },
  { header: "Freight and insurance share (A$)", value: (row) => money(row.freightShareAUD) },
  { header: "Value of the taxable importation (A$)", value: (row) => money(row.votiAUD) },
  { header: "Import GST, claimable (A$)", value: (row) => money(row.importGstAUD) },
  { header: "Charges and broker fee share (A$)", value: (row) => money(row.chargesShareAUD) },
  { header: "Landed cost (A$)", value: (row) => money(row.landedCostAUD) },
  { header: "Landed per unit (A$)", value: (row) => money(row.landedPerUnitAUD) },
  { header: "Net shelf price (A$)", value: (row) => money(row.netShelfPriceAUD) },
  { header: "Margin per unit (A$)", value: (row) => money(row.marginPerUnitAUD) },
  { header: "Margin (%)", value: (row) => (row.marginPercent === null ? "-" : (row.marginPercent?.toFixed(2) as CsvCell)) },
];

/**
 * A shipment's lines, its total, and the amounts it shares (one row each), every row named by the shipment so sheets
 * of several shipments can be stacked. Text cells are neutralised against formulas by toCsv.
 */
export function shipmentCsv(name: string, result: ShipmentResult, productNames: ReadonlyMap<number, string>): string {
  const named = (line: string, values: Partial<ShipmentLineResult> = {}): Row => ({ shipment: name, line, ...values });
  const rows: Row[] = [
    ...result.lines.map((line) => named(productNames.get(line.productId) ?? `Product ${line.productId}`, line)),
    named("Total", {
      units: result.units,
      customsValueAUD: result.customsValueAUD,
      dutyAUD: result.dutyAUD,
      freightShareAUD: result.freightInsuranceAUD,
      importGstAUD: result.importGstAUD,
      chargesShareAUD: (toCents(result.processingChargeAUD) + toCents(result.biosecurityChargeAUD) + toCents(result.brokerFeeAUD)) / 100,
      landedCostAUD: result.totalLandedAUD,
    }),
    named(`Import processing charge (${result.mode})`, { chargesShareAUD: result.processingChargeAUD }),
    named(`Biosecurity charge (${result.mode})`, { chargesShareAUD: result.biosecurityChargeAUD }),
    named("Customs broker fee", { chargesShareAUD: result.brokerFeeAUD }),
    named(`Exchange rate US$${result.rate.usdPerAud} per A$1 of ${result.rate.date}`),
    named(result.lowValue ? "Low-value shipment: no duty, border GST or charges (GST is charged at sale)" : "Full import declaration"),
  ];
  return toCsv(rows, COLUMNS);
}
