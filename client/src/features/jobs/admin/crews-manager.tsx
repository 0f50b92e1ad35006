import { useState } from "react";
import { toast } from "@/components/ui/use-toast";
import { type CrewList, useCreateCrew, useUpdateCrew } from "../api/jobs";
import { dialogButton } from "@/components/staff/staff-dialog";
import { toastFailure } from "@/components/staff/failure-toast";
import { SectionCard } from "@/components/staff/section-card";
import { Checkbox } from "@/components/staff/checkbox";

const field = "min-h-10 rounded-lg border border-gray-300 bg-white px-3 text-base text-ink shadow-sm";

/** The crews: a name, a colour on the calendar, and members from the staff accounts (their first names go to homeowners). */
export function CrewsManager({ list }: { list: CrewList }) {
  const create = useCreateCrew();
  const update = useUpdateCrew();
  const [name, setName] = useState("");
  const [colour, setColour] = useState("#1d6f42");
  const [members, setMembers] = useState<number[]>([]);
  const toggle = (ids: number[], id: number) => (ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]);
  return (
    <SectionCard title="Crews">
      {list.crews.length > 0 && (
        <ul className="mb-4 divide-y divide-gray-100">
          {list.crews.map((crew) => (
            <li key={crew.id} className="grid gap-2 py-3">
              <p className="flex items-center gap-2 text-sm font-semibold text-ink">
                <span aria-hidden="true" className="h-3 w-3 rounded-full" style={{ backgroundColor: crew.colour }} />
                {crew.name}
              </p>
              <fieldset className="flex flex-wrap gap-x-4 gap-y-1">
                <legend className="sr-only">Members of {crew.name}</legend>
                {list.people.map((person) => (
                  <label key={person.id} className="flex min-h-10 items-center gap-2 text-sm text-ink">
                    <input
                      type="checkbox"
                      checked={crew.members.includes(person.id)}
                      disabled={update.isPending}
                      onChange={() =>
                        update.mutate(
                          { id: crew.id, change: { members: toggle(crew.members, person.id) } },
                          { onError: toastFailure("Not changed") },
                        )
                      }
                      className="h-4 w-4"
                    />
                    {person.name}
                  </label>
                ))}
              </fieldset>
            </li>
          ))}
        </ul>
      )}
      <form
        className="grid gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          create.mutate(
            { name, colour, members },
            {
              onSuccess: (crew) => {
                toast({ title: `${crew.name} added` });
                setName("");
                setMembers([]);
              },
              onError: toastFailure("Not added"),
            },
          );
        }}
      >
        <div className="flex flex-wrap items-end gap-3">
          <label className="grid gap-1 text-sm font-medium text-ink">
            Crew name
            <input required maxLength={60} value={name} onChange={(event) => setName(event.target.value)} className={field} />
          </label>
          <label className="grid gap-1 text-sm font-medium text-ink">
            Colour
            <input
              type="color"
              value={colour}
              onChange={(event) => setColour(event.target.value)}
              className="h-10 w-16 rounded-lg border border-gray-300"
            />
          </label>
        </div>
        <fieldset className="flex flex-wrap gap-x-4 gap-y-1">
          <legend className="mb-1 text-sm font-medium text-ink">Members</legend>
          {list.people.map((person) => (
            <Checkbox key={person.id} checked={members.includes(person.id)} onChange={() => setMembers(toggle(members, person.id))}>
              {person.name}
            </Checkbox>
          ))}
        </fieldset>
        <button type="submit" disabled={create.isPending} className={`${dialogButton.primary} justify-self-start`}>
          Add crew
        </button>
      </form>
    </SectionCard>
  );
}
