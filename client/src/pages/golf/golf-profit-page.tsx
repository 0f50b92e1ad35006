import { useState } from "react";
import {
  CsvTools,
  GolfPageWithForm,
  LandedCostSection,
  WhereToSell,
  PROFIT_ANALYSIS_PATH,
  ProfitAnalyses,
  ProfitForm,
  useProfitAnalyses,
} from "@/features/golf";
import { useAuthStatus, useIsStaff } from "@/features/auth";

export default function GolfProfitPage() {
  const list = useProfitAnalyses();
  const staff = useIsStaff();
  const owner = useAuthStatus().data?.user?.role === "owner";
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
      <WhereToSell owner={owner} />
      <CsvTools list="profit-analysis" listPath={PROFIT_ANALYSIS_PATH} canImport={false} />
      <ProfitAnalyses list={list} staff={staff} />
    </GolfPageWithForm>
  );
}
