import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/not-found";

/**
 * Prerendered once at NOT_FOUND_PRERENDER_PATH (docs/decisions/0002); the server writes the requested
 * path into the canonical and og:url tags when it serves the page, and in the browser the same
 * address comes from the location, so both agree.
 */
export const meta = ({ location }: Route.MetaArgs) =>
  pageMeta({
    title: "404 Page Not Found",
    description: "The page you are looking for does not exist or has moved.",
    canonical: location.pathname,
    noIndex: true,
  });

export default function NotFound() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-6 px-4 py-24 text-center">
      <h1 className="text-4xl font-bold">404 Page Not Found</h1>
      <p className="text-muted-foreground">The page you are looking for does not exist or has moved.</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to="/">Go Home</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/contact">Contact Us</Link>
        </Button>
      </div>
    </section>
  );
}
