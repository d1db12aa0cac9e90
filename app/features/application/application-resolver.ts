/**
 * react-hook-form's resolver for the application: zodResolver(applicationFormSchema), the schema and
 * messages the server uses (with the start required, as the form asks for it). zod and the schema are downloaded on demand (when the family first
 * focuses the form, at the latest on submit), which keeps the page within its JavaScript budget
 * (docs/decisions/0007) while the form itself is in the prerendered HTML and works at once.
 */
import type { FieldValues, Resolver, ResolverResult } from "react-hook-form";
import { onDemand } from "~/lib/on-demand";
import type { Application } from "#common/schemas/application";

const loadResolver = onDemand(async () => {
  const [{ zodResolver }, { applicationFormSchema }] = await Promise.all([import("@hookform/resolvers/zod"), import("#common/schemas/application")]);
  return zodResolver(applicationFormSchema) as unknown as Resolver<FieldValues, unknown, Application>;
});

/** Starts the download early; a failure is retried by the next call. */
export function preloadApplicationResolver() {
  loadResolver().catch(() => {});
}

export function applicationResolver<Values extends FieldValues>(): Resolver<Values, unknown, Application> {
  return async (values, context, options) => {
    const resolve = await loadResolver();
    return (await resolve(values, context, options as never)) as ResolverResult<Values, Application>;
  };
}
