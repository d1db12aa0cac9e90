import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { pageMeta } from "~/lib/seo";
import { school } from "../../../common/school";

export const meta = () =>
  pageMeta({
    title: "Quality Education From Anywhere",
    description: school.description,
    keywords: ["online elementary school", "live online classes", "homeschool alternative", "certified U.S. teachers"],
    canonical: "/",
  });

export default function Home() {
  return (
    <section className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
      <h1 className="max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">Quality Education From Anywhere</h1>
      <p className="mt-4 max-w-2xl text-lg text-muted-foreground">{school.description}</p>
      <div className="mt-8 flex flex-wrap gap-3">
        <Button asChild size="lg">
          <Link to="/apply">Start Application</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to="/admissions">Learn About Admissions</Link>
        </Button>
      </div>
    </section>
  );
}
