import { useState } from "react";
import { CsvTools } from "@/features/golf/components/csv-tools";
import { GolfPageWithForm } from "@/features/golf/components/golf-page-with-form";
import { useIsStaff } from "@/features/auth/api/auth-status";
import { PROFIT_ANALYSIS_PATH, useProfitAnalyses } from "@/features/golf/profit/api/use-profit-analyses";
import { LandedCostSection } from "@/features/golf/profit/components/landed-cost-section";
import { ProfitAnalyses } from "@/features/golf/profit/components/profit-analyses";
import { ProfitForm } from "@/features/golf/profit/components/profit-form";

export default function GolfProfitPage() {
  const list = useProfitAnalyses();
  const staff = useIsStaff();
  const [formOpen, setFormOpen] = useState(false);
  // each "Use in new analysis" starts a fresh form with that cost of goods
  const [prefill, setPrefill] = useState<{ costOfGoods: number; key: number } | null>(null);
  return (
    <GolfPageWithForm
      title="Profit Calculator"
      description="Margins and break-even volume for importing a product category: gross margin after the cost of goods, net margin after shipping and marketing."
      formLabel="New Analysis"
      formId="new-analysis"
      Form={ProfitForm}
      formProps={{ costOfGoods: prefill?.costOfGoods }}
      formKey={prefill?.key}
      open={formOpen}
      onOpenChange={(open) => {
        if (!open) setPrefill(null);
        setFormOpen(open);
      }}
    >
      <LandedCostSection
        staff={staff}
        onUseInAnalysis={(costOfGoods) => {
          setPrefill({ costOfGoods, key: Date.now() });
          setFormOpen(true);
        }}
      />
      <CsvTools list="profit-analysis" listPath={PROFIT_ANALYSIS_PATH} canImport={false} />
      <ProfitAnalyses list={list} staff={staff} />
    </GolfPageWithForm>
  );
}
