import { type ComponentType, type Key, type ReactNode, useRef, useState } from "react";
import { FormToggleButton } from "./form-toggle-button";
import { GolfLayout } from "./golf-layout";

interface GolfPageWithFormProps<P extends object> {
  title: string;
  description: string;
  /** the toggle's label, e.g. "Add Supplier" */
  formLabel: string;
  formId: string;
  Form: ComponentType<{ id: string; onClose: () => void } & P>;
  /** more props for the form, e.g. values to start from */
  formProps?: P;
  /** a new key starts the open form afresh from new formProps */
  formKey?: Key;
  /** given, the page controls whether the form is open (e.g. another panel opens it) */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** the page's list, under the form */
  children: ReactNode;
}

/** A golf page whose header button opens an add form above the list; closing it returns focus to the button. */
export function GolfPageWithForm<P extends object = object>({
  title,
  description,
  formLabel,
  formId,
  Form,
  formProps,
  formKey,
  open,
  onOpenChange,
  children,
}: GolfPageWithFormProps<P>) {
  const [ownOpen, setOwnOpen] = useState(false);
  const formOpen = open ?? ownOpen;
  const setFormOpen = onOpenChange ?? setOwnOpen;
  const toggleRef = useRef<HTMLButtonElement>(null);
  const closeForm = () => {
    setFormOpen(false);
    toggleRef.current?.focus();
  };
  return (
    <GolfLayout
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
    >
      {formOpen && <Form key={formKey} id={formId} onClose={closeForm} {...(formProps as P)} />}
      {children}
    </GolfLayout>
  );
}
