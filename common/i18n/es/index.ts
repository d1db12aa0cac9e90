/** Every Spanish catalogue. */
import type { CatalogueOf } from "../catalogue";
import type { en } from "../en/index";
import { publicPages } from "./public-pages";
import { shell } from "./shell";
import { documents } from "./documents";
import { signedIn } from "./signed-in";
import { staff } from "./staff";

export const es: CatalogueOf<typeof en> = { ...shell, ...publicPages, ...signedIn, ...staff, ...documents };
