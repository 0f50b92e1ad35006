import type { ComponentType } from "react";
import { useIsStaff } from "@/features/auth";
import { CsvTools, type GolfListState, GolfPageWithForm } from "@/features/golf";

interface GolfCompanyPageProps<Row> {
  title: string;
  description: string;
  /** one of them, capitalised: "Supplier" makes "Add Supplier" */
  noun: string;
  /** the list's name in the API: "suppliers" */
  list: string;
  listPath: string;
  useList: () => GolfListState<Row>;
  Form: ComponentType<{ id: string; onClose: () => void }>;
  List: ComponentType<{ list: GolfListState<Row>; staff: boolean }>;
}

/** A golf page of companies (suppliers, competitors): an add form for staff, CSV export and import, and the list. */
export function GolfCompanyPage<Row>({ title, description, noun, list, listPath, useList, Form, List }: GolfCompanyPageProps<Row>) {
  const rows = useList();
  const staff = useIsStaff();
  return (
    <GolfPageWithForm title={title} description={description} formLabel={`Add ${noun}`} formId={`add-${noun.toLowerCase()}`} Form={Form}>
      <CsvTools list={list} listPath={listPath} canImport={staff} />
      <List list={rows} staff={staff} />
    </GolfPageWithForm>
  );
}
