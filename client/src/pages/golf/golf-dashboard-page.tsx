import { useIsStaff } from "@/features/auth";
import { DashboardTabs, GolfAlerts, GolfLayout, HeadlineCards, useDashboardData } from "@/features/golf";

export default function GolfDashboardPage() {
  const data = useDashboardData();
  const staff = useIsStaff();
  return (
    <GolfLayout
      title="Golf Market Dashboard"
      description="US versus Australian golf equipment: market size, brands, price gaps, customers and where the opportunities are."
    >
      <GolfAlerts staff={staff} />
      <HeadlineCards />
      <DashboardTabs data={data} />
    </GolfLayout>
  );
}
