import { asc, eq, inArray, isNull } from "drizzle-orm";
import type { CrewList, CrewPerson, CrewView } from "@shared/jobs/job-api";
import { crewMembers, crews, users } from "@shared/schema";
import type { CrewInput, CrewUpdateInput } from "@shared/jobs/job-validation";
import type { AppDb } from "../../db/client";
import { badRequest, HttpError } from "../../http-error";

/** The name homeowners and crews see for a person: their first name, else their username. */
const personName = (user: { firstName: string | null; username: string }) => user.firstName || user.username;

async function membersOf(db: AppDb, crewIds: readonly number[]): Promise<Map<number, number[]>> {
  const rows = crewIds.length
    ? await db
        .select()
        .from(crewMembers)
        .where(inArray(crewMembers.crewId, [...crewIds]))
        .orderBy(asc(crewMembers.userId))
    : [];
  const byCrew = new Map<number, number[]>();
  for (const row of rows) byCrew.set(row.crewId, [...(byCrew.get(row.crewId) ?? []), row.userId]);
  return byCrew;
}

export async function listCrews(db: AppDb): Promise<CrewList> {
  const rows = await db.select().from(crews).orderBy(asc(crews.name));
  const members = await membersOf(
    db,
    rows.map((crew) => crew.id),
  );
  const people: CrewPerson[] = (
    await db
      .select({ id: users.id, firstName: users.firstName, username: users.username })
      .from(users)
      .where(isNull(users.disabledAt))
      .orderBy(asc(users.username))
  ).map((user) => ({ id: user.id, name: personName(user) }));
  return {
    crews: rows.map((crew) => ({ id: crew.id, name: crew.name, colour: crew.colour, members: members.get(crew.id) ?? [] })),
    people,
  };
}

export async function findCrew(db: AppDb, id: number): Promise<CrewView | undefined> {
  const [crew] = await db.select().from(crews).where(eq(crews.id, id));
  if (!crew) return undefined;
  return { id: crew.id, name: crew.name, colour: crew.colour, members: (await membersOf(db, [id])).get(id) ?? [] };
}

async function setMembers(tx: AppDb, crewId: number, members: readonly number[]) {
  if (members.length) {
    const known = await tx
      .select({ id: users.id })
      .from(users)
      .where(inArray(users.id, [...members]));
    if (known.length !== members.length) throw badRequest("Choose members from the staff", { members: "Choose members from the staff" });
  }
  await tx.delete(crewMembers).where(eq(crewMembers.crewId, crewId));
  if (members.length) await tx.insert(crewMembers).values(members.map((userId) => ({ crewId, userId })));
}

const NAME_TAKEN = "A crew already has this name";

export async function createCrew(tx: AppDb, input: CrewInput & { members: number[] }): Promise<CrewView> {
  const [crew] = await tx.insert(crews).values({ name: input.name, colour: input.colour.toLowerCase() }).onConflictDoNothing().returning();
  if (!crew) throw new HttpError(409, NAME_TAKEN, { name: NAME_TAKEN });
  await setMembers(tx, crew.id, input.members);
  return { id: crew.id, name: crew.name, colour: crew.colour, members: input.members };
}

export async function updateCrew(tx: AppDb, id: number, change: CrewUpdateInput & { members?: number[] }) {
  const before = await findCrew(tx, id);
  if (!before) return undefined;
  if (change.name && change.name !== before.name) {
    const [taken] = await tx.select({ id: crews.id }).from(crews).where(eq(crews.name, change.name));
    if (taken) throw new HttpError(409, NAME_TAKEN, { name: NAME_TAKEN });
  }
  await tx
    .update(crews)
    .set({ name: change.name ?? before.name, colour: change.colour?.toLowerCase() ?? before.colour })
    .where(eq(crews.id, id));
  if (change.members) await setMembers(tx, id, change.members);
  return { before, after: (await findCrew(tx, id))! };
}

/** Each crew's members' first names, as a homeowner is told who is coming: never a username (an account without a first name is left out). */
export async function crewFirstNames(db: AppDb, crewIds: readonly number[]): Promise<Map<number, string[]>> {
  if (crewIds.length === 0) return new Map();
  const rows = await db
    .select({ crewId: crewMembers.crewId, firstName: users.firstName })
    .from(crewMembers)
    .innerJoin(users, eq(users.id, crewMembers.userId))
    .where(inArray(crewMembers.crewId, [...new Set(crewIds)]))
    .orderBy(asc(users.firstName));
  const byCrew = new Map<number, string[]>();
  for (const row of rows) if (row.firstName) byCrew.set(row.crewId, [...(byCrew.get(row.crewId) ?? []), row.firstName]);
  return byCrew;
}
