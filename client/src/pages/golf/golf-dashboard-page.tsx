import { useIsStaff } from "@/features/auth/api/auth-status";
import { GolfLayout } from "@/features/golf/components/golf-layout";
import { GolfAlerts } from "@/features/golf/history/golf-alerts";
import { useDashboardData } from "@/features/golf/dashboard/api/use-dashboard-data";
import { DashboardTabs } from "@/features/golf/dashboard/components/dashboard-tabs";
import { HeadlineCards } from "@/features/golf/dashboard/components/headline-cards";

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
