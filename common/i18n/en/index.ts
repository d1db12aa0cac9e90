/** Every English catalogue: the ids and the source texts every other language translates. */
import { site } from "./site";

export const en = { ...site } as const;
export { site };
