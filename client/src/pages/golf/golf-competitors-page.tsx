import { GolfPageWithForm } from "@/components/golf/golf-page-with-form";
import { useGolfCompetitors } from "@/features/golf-competitors/api/use-golf-competitors";
import { CompetitorForm } from "@/features/golf-competitors/components/competitor-form";
import { CompetitorOverview } from "@/features/golf-competitors/components/competitor-overview";

export default function GolfCompetitorsPage() {
  const list = useGolfCompetitors();
  return (
    <GolfPageWithForm
      title="Golf Competitors"
      description="Retailers and brands selling golf equipment to Australians: their segment, size, strengths and how they price."
      formLabel="Add Competitor"
      formId="add-competitor"
      Form={CompetitorForm}
    >
      <CompetitorOverview list={list} />
    </GolfPageWithForm>
  );
}
