import { type ComponentType, type ReactNode, useRef, useState } from "react";
import { FormToggleButton } from "./form-toggle-button";
import { GolfLayout } from "./golf-layout";
import { GolfPageHeader } from "./golf-page-header";

interface GolfPageWithFormProps {
  title: string;
  description: string;
  /** the toggle's label, e.g. "Add Supplier" */
  formLabel: string;
  formId: string;
  Form: ComponentType<{ id: string; onClose: () => void }>;
  /** the page's list, under the form */
  children: ReactNode;
}

/** A golf page whose header button opens an add form above the list; closing it returns focus to the button. */
export function GolfPageWithForm({ title, description, formLabel, formId, Form, children }: GolfPageWithFormProps) {
  const [formOpen, setFormOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const closeForm = () => {
    setFormOpen(false);
    toggleRef.current?.focus();
  };
  return (
    <GolfLayout>
      <GolfPageHeader
        title={title}
        description={description}
        actions={
          <FormToggleButton
            ref={toggleRef}
            label={formLabel}
            open={formOpen}
            controls={formId}
            onToggle={() => (formOpen ? closeForm() : setFormOpen(true))}
          />
        }
      />
      {formOpen && <Form id={formId} onClose={closeForm} />}
      {children}
    </GolfLayout>
  );
}
