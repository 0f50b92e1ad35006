import { CompetitorForm, CompetitorOverview, COMPETITORS_PATH, useGolfCompetitors } from "@/features/golf";
import { GolfCompanyPage } from "./golf-company-page";

export default function GolfCompetitorsPage() {
  return (
    <GolfCompanyPage
      title="Golf Competitors"
      description="Retailers and brands selling golf equipment to Australians: their segment, size, strengths and how they price."
      noun="Competitor"
      list="competitors"
      listPath={COMPETITORS_PATH}
      useList={useGolfCompetitors}
      Form={CompetitorForm}
      List={CompetitorOverview}
    />
  );
}
