import { useRef, useState } from "react";
import { FormToggleButton } from "@/components/golf/form-toggle-button";
import { GolfLayout } from "@/components/golf/golf-layout";
import { GolfPageHeader } from "@/components/golf/golf-page-header";
import { useProfitAnalyses } from "@/features/golf-profit/api/use-profit-analyses";
import { ProfitAnalyses } from "@/features/golf-profit/components/profit-analyses";
import { ProfitForm } from "@/features/golf-profit/components/profit-form";

const FORM_ID = "new-analysis";

export default function GolfProfitPage() {
  const list = useProfitAnalyses();
  const [formOpen, setFormOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const closeForm = () => {
    setFormOpen(false);
    toggleRef.current?.focus();
  };
  return (
    <GolfLayout>
      <GolfPageHeader
        title="Profit Calculator"
        description="Margins and break-even volume for importing a product category: gross margin after the cost of goods, net margin after shipping and marketing."
        actions={
          <FormToggleButton
            ref={toggleRef}
            label="New Analysis"
            open={formOpen}
            controls={FORM_ID}
            onToggle={() => (formOpen ? closeForm() : setFormOpen(true))}
          />
        }
      />
      {formOpen && <ProfitForm id={FORM_ID} onClose={closeForm} />}
      <ProfitAnalyses list={list} />
    </GolfLayout>
  );
}
