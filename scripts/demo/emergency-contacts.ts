/**
 * The demo children's emergency contacts (issue 36): each family gave one or two people the school
 * calls when no guardian answers, shared by brothers and sisters: a grandparent or another relative
 * of the family's name, and for about half the families a neighbour or family friend. Added by the
 * school's admin, so each child has a list in force and no history yet.
 *
 * The neighbours' family names are none of the demo families' (scripts/demo/names.ts) nor a piece of
 * one: the role-and-relationship walk looks for another family's name in what a teacher or a
 * guardian reads, and a child's contacts are shown to their teachers and their family.
 */
import type { Tx } from "../../server/db/client";
import { emergencyContacts } from "../../server/db/schema";
import { ADULT_FIRST_NAMES } from "./names";
import type { DemoPlan } from "./plan";
import { seededRandom, type Random } from "./random";

const CHUNK = 1_000;
const RELATIVES = ["grandparent", "grandparent", "relative"] as const;
const OTHERS = ["neighbour", "family friend"] as const;
/** How a Spanish-speaking family says it (the relationship is free text, as the family wrote it). */
const SAID_IN_SPANISH: Record<(typeof RELATIVES)[number] | (typeof OTHERS)[number], string> = {
  grandparent: "abuela",
  relative: "tía",
  neighbour: "vecino",
  "family friend": "amiga de la familia",
};
const NEIGHBOUR_NAMES = [
  "Holloway",
  "Pereira",
  "Marchand",
  "Hargreaves",
  "Winslow",
  "Duarte",
  "Kessler",
  "Mensah",
  "Lindahl",
  "Renner",
  "Achebe",
  "Brandt",
  "Moreno",
  "Petrov",
  "Quimby",
  "Stroud",
] as const;

/** A made-up number of the 555-01xx range, written the ways families write numbers. */
function phoneNumber(random: Random): string {
  const line = String(1000 + random.int(9000));
  const exchange = `01${random.int(10)}`;
  return random.chance(0.5) ? `+1 555 ${exchange} ${line}` : `(555) ${exchange}-${line}`;
}

interface Options {
  seed: number;
  now: Date;
  idOf: (key: string) => string;
}

export async function writeEmergencyContacts(tx: Tx, plan: DemoPlan, { seed, now, idOf }: Options): Promise<number> {
  const random = seededRandom(seed * 7919 + 36);
  const createdBy = idOf(plan.admin.key);
  const families = new Map<string, { name: string; phone: string; relationship: string }[]>();
  const rows: (typeof emergencyContacts.$inferInsert)[] = [];
  for (const child of plan.students) {
    let contacts = families.get(child.familyKey);
    if (!contacts) {
      const said = (relationship: keyof typeof SAID_IN_SPANISH) => (child.user.language === "es" ? SAID_IN_SPANISH[relationship] : relationship);
      contacts = [{ name: `${random.pick(ADULT_FIRST_NAMES)} ${child.lastName}`, phone: phoneNumber(random), relationship: said(random.pick(RELATIVES)) }];
      if (random.chance(0.5))
        contacts.push({
          name: `${random.pick(ADULT_FIRST_NAMES)} ${random.pick(NEIGHBOUR_NAMES)}`,
          phone: phoneNumber(random),
          relationship: said(random.pick(OTHERS)),
        });
      families.set(child.familyKey, contacts);
    }
    contacts.forEach((c, i) => rows.push({ studentId: idOf(`record:${child.key}`), ...c, position: i + 1, createdBy, createdAt: now }));
  }
  for (let i = 0; i < rows.length; i += CHUNK) await tx.insert(emergencyContacts).values(rows.slice(i, i + CHUNK));
  return rows.length;
}
