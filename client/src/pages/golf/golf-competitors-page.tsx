import { useRef, useState } from "react";
import { FormToggleButton } from "@/components/golf/form-toggle-button";
import { GolfLayout } from "@/components/golf/golf-layout";
import { GolfPageHeader } from "@/components/golf/golf-page-header";
import { useGolfCompetitors } from "@/features/golf-competitors/api/use-golf-competitors";
import { CompetitorForm } from "@/features/golf-competitors/components/competitor-form";
import { CompetitorOverview } from "@/features/golf-competitors/components/competitor-overview";

const FORM_ID = "add-competitor";

export default function GolfCompetitorsPage() {
  const list = useGolfCompetitors();
  const [formOpen, setFormOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const closeForm = () => {
    setFormOpen(false);
    toggleRef.current?.focus();
  };
  return (
    <GolfLayout>
      <GolfPageHeader
        title="Golf Competitors"
        description="Retailers and brands selling golf equipment to Australians: their segment, size, strengths and how they price."
        actions={
          <FormToggleButton
            ref={toggleRef}
            label="Add Competitor"
            open={formOpen}
            controls={FORM_ID}
            onToggle={() => (formOpen ? closeForm() : setFormOpen(true))}
          />
        }
      />
      {formOpen && <CompetitorForm id={FORM_ID} onClose={closeForm} />}
      <CompetitorOverview list={list} />
    </GolfLayout>
  );
}
