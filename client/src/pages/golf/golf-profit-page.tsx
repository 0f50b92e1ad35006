import { GolfPageWithForm } from "@/components/golf/golf-page-with-form";
import { useProfitAnalyses } from "@/features/golf-profit/api/use-profit-analyses";
import { ProfitAnalyses } from "@/features/golf-profit/components/profit-analyses";
import { ProfitForm } from "@/features/golf-profit/components/profit-form";

export default function GolfProfitPage() {
  const list = useProfitAnalyses();
  return (
    <GolfPageWithForm
      title="Profit Calculator"
      description="Margins and break-even volume for importing a product category: gross margin after the cost of goods, net margin after shipping and marketing."
      formLabel="New Analysis"
      formId="new-analysis"
      Form={ProfitForm}
    >
      <ProfitAnalyses list={list} />
    </GolfPageWithForm>
  );
}
