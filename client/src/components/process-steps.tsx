import { ContentSection } from "./content-section";

export interface ProcessStep {
  title: string;
  description: string;
}

interface ProcessSectionProps {
  id: string;
  eyebrow: string;
  title: string;
  intro: string;
  steps: ProcessStep[];
}

/** A page's how-it-works section: the heading, then the numbered steps. */
export function ProcessSection({ id, eyebrow, title, intro, steps }: ProcessSectionProps) {
  return (
    <ContentSection id={id} grey eyebrow={eyebrow} title={title} intro={intro}>
      <ProcessSteps steps={steps} />
    </ContentSection>
  );
}

/** A numbered how-it-works list; reads as an ordered list to screen readers. */
function ProcessSteps({ steps }: { steps: ProcessStep[] }) {
  const columns = steps.length === 4 ? "lg:grid-cols-4" : "lg:grid-cols-5";
  return (
    <ol className={`mt-8 grid gap-4 sm:grid-cols-2 ${columns}`}>
      {steps.map((step, index) => (
        <li key={step.title} className="relative rounded-lg bg-white p-5 shadow-sm ring-1 ring-gray-200">
          <StepNumber number={index + 1} />
          <StepTitle number={index + 1} title={step.title} className="mt-3" />
          <p className="mt-2 text-sm leading-relaxed text-ink-muted">{step.description}</p>
        </li>
      ))}
    </ol>
  );
}

/** A step's number in its circle, for the eye (the title says it to screen readers). */
function StepNumber({ number }: { number: number }) {
  return (
    <span
      aria-hidden="true"
      className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white"
    >
      {number}
    </span>
  );
}

/** A step's title, read out as "Step 2: ..." */
function StepTitle({ number, title, className }: { number: number; title: string; className: string }) {
  return (
    <h3 className={`text-lg font-semibold text-ink ${className}`}>
      <span className="sr-only">Step {number}: </span>
      {title}
    </h3>
  );
}
