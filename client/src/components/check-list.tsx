import { CheckCircle2, type LucideIcon } from "lucide-react";

interface CheckListProps {
  items: readonly string[];
  className: string;
  itemClassName: string;
  iconClassName: string;
  icon?: LucideIcon;
}

/** Points each ticked off with a check mark (the mark is for the eye only). */
export function CheckList({ items, className, itemClassName, iconClassName, icon: Icon = CheckCircle2 }: CheckListProps) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className={itemClassName}>
          <Icon aria-hidden="true" className={iconClassName} />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
