import { CsvTools } from "@/features/golf/components/csv-tools";
import { GolfPageWithForm } from "@/features/golf/components/golf-page-with-form";
import { isSignedIn, useAuthStatus } from "@/features/auth/api/auth-status";
import { COMPETITORS_PATH, useGolfCompetitors } from "@/features/golf/competitors/api/use-golf-competitors";
import { CompetitorForm } from "@/features/golf/competitors/components/competitor-form";
import { CompetitorOverview } from "@/features/golf/competitors/components/competitor-overview";

export default function GolfCompetitorsPage() {
  const list = useGolfCompetitors();
  const staff = isSignedIn(useAuthStatus().data);
  return (
    <GolfPageWithForm
      title="Golf Competitors"
      description="Retailers and brands selling golf equipment to Australians: their segment, size, strengths and how they price."
      formLabel="Add Competitor"
      formId="add-competitor"
      Form={CompetitorForm}
    >
      <CsvTools list="competitors" listPath={COMPETITORS_PATH} canImport={staff} />
      <CompetitorOverview list={list} staff={staff} />
    </GolfPageWithForm>
  );
}
